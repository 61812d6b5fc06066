import { currencyListDto, currencyRatesUpdateDto, type CurrencyDto } from '@riviera/domain';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';

/** A currency as the back office lists it: the API's contract. */
export type Currency = CurrencyDto;

/** Every currency, inactive ones included, checked against the contract. */
export const listCurrencies = () => adminRequest('/currencies', { schema: currencyListDto });

/** 'Kurları Güncelle': the central bank's file can take a while, so it may wait 20 s. */
export const updateCurrencyRates = () =>
  adminRequestEnvelope('/currencies/update-rates', {
    method: 'POST',
    timeoutMs: 20_000,
    schema: currencyRatesUpdateDto,
  });

export const CURRENCIES_KEY = ['admin', 'currencies'] as const;

/** The currencies: list, save and delete (decision 042). */
export const currencies = adminResource<Currency>({
  key: CURRENCIES_KEY,
  list: listCurrencies,
  path: '/currencies',
  body: 'json',
});
