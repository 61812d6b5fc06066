import { conversionRate, currencyListDto, currencySymbol, formatPrice, unitPriceIn, type CurrencyDto, type Lang } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { request } from './api-client';
import { useContentLang } from './content-language';

/** A currency as the API answers it: its contract. */
export type { CurrencyDto };

const STORAGE_KEY = 'riviera.currency';
const DEFAULT_CURRENCY = 'EUR';

interface CurrencyContextValue {
  currencies: CurrencyDto[];
  code: string;
  setCode: (code: string) => void;
  /**
   * EUR amount → the chosen currency in the whole units shown (decision 027: one unit converted and
   * rounded as the server's quote does), for display only (the server prices every booking itself).
   */
  fromEur: (amountEur: number, code?: string) => number;
  format: (amountEur: number, code?: string) => string;
  /** euro → `code` (the chosen currency by default), or null while the rates are not known */
  rateFromEur: (code?: string) => number | null;
  symbol: string;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/**
 * Query options, shared by the hook, the start-up prefetch (main.tsx) and server rendering: the
 * currencies named in the language on screen (issue 32; the rates are the same in every language).
 */
export const activeCurrenciesQuery = (lang: Lang) => ({
  queryKey: ['currencies', 'active', lang],
  queryFn: () => request('/currencies/active', { query: { lang }, schema: currencyListDto }),
  staleTime: 5 * 60_000,
});

function useActiveCurrencies() {
  return useQuery(activeCurrenciesQuery(useContentLang()));
}

/** Picks the wanted currency if active, else the default, else the first active one (public-site §9). */
export function resolveCurrency(currencies: CurrencyDto[], wanted: string | null | undefined, fallback = DEFAULT_CURRENCY): string {
  const codes = currencies.map((c) => c.code);
  if (wanted && codes.includes(wanted)) return wanted;
  if (codes.includes(fallback)) return fallback;
  return codes[0] ?? fallback;
}

/** The currency the visitor chose on an earlier visit, if the browser keeps it. */
export function storedCurrency(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { data: currencies = [] } = useActiveCurrencies();
  const [wanted, setWanted] = useState<string | null>(storedCurrency);
  const code = resolveCurrency(currencies, wanted);
  const setCode = useCallback((c: string) => {
    setWanted(c);
    try {
      localStorage.setItem(STORAGE_KEY, c);
    } catch {
      // not remembered, still switched
    }
  }, []);
  const value = useMemo<CurrencyContextValue>(() => {
    const rateOf = (c: string) => currencies.find((x) => x.code === c)?.rate_to_try;
    const rateFromEur = (target = code) => {
      const eur = rateOf('EUR');
      const to = rateOf(target);
      return eur && to ? conversionRate(eur, to) : null;
    };
    const fromEur = (amountEur: number, target = code) => {
      const rate = rateFromEur(target);
      // Without rates (still loading or failed) the euro price is shown, as the spec says.
      return rate ? unitPriceIn(amountEur, rate) : amountEur;
    };
    const format = (amountEur: number, target = code) => {
      const ready = rateOf('EUR') && rateOf(target);
      return formatPrice(fromEur(amountEur, target), ready ? target : 'EUR', i18n.language);
    };
    return { currencies, code, setCode, fromEur, format, rateFromEur, symbol: currencySymbol(code) };
  }, [currencies, code, setCode, i18n.language]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const ctx = useContext(CurrencyContext);
  if (!ctx) throw new Error('useCurrency needs CurrencyProvider');
  return ctx;
}
