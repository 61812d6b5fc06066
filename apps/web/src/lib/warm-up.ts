import type { Lang } from '@riviera/domain';
import { storedCurrency } from './currency-preference';

/**
 * Some first calls are slow because the browser loads data on first use: the country names of the
 * phone code list (pages that open with a form), the site's local storage for the remembered
 * currency. Each is made here in a task of its own, while the texts and data are on their way,
 * instead of inside the first render's long task (Lighthouse total blocking time). Later calls are
 * quick: the browser keeps the data. (Prices and Istanbul dates need no locale or zone data:
 * `formatPrice` groups digits from a table, and Istanbul is UTC+3 all year.)
 */
export function warmUpFirstRender(lang: Lang, { withCountryNames }: { withCountryNames: boolean }): void {
  const firstCalls = [
    storedCurrency,
    ...(withCountryNames ? [() => new Intl.DisplayNames([lang], { type: 'region' }).of('TR')] : []),
  ];
  for (const call of firstCalls) setTimeout(call, 0);
}
