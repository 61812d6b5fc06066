import { currencyListDto, currencyRatesUpdateDto, type CurrencyDto } from '@riviera/domain';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';

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
