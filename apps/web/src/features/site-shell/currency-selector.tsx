import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCurrency } from '../../lib/currency-preference';
import { useElementId } from '../../lib/use-element-id';

export function CurrencySelector({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { currencies, code, setCode } = useCurrency();
  const id = useElementId();
  const select = useRef<HTMLSelectElement>(null);
  // The server draws the default currency; a choice this browser remembers is known only here, and
  // hydration keeps the server's selection: shown once the select is taken over.
  useLayoutEffect(() => {
    if (select.current && select.current.value !== code) select.current.value = code;
  }, [code]);
  if (currencies.length === 0) return null;
  return (
    <div className={`flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('shell.currency')}
      </label>
      <select
        ref={select}
        id={id}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        className="rounded-md border border-current/30 bg-transparent px-1.5 py-1 text-xs font-bold [&>option]:text-slate-900"
      >
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {/* One text, as the server writes it (two would make hydration split it). */}
            {`${c.code} ${c.symbol}`}
          </option>
        ))}
      </select>
    </div>
  );
}
