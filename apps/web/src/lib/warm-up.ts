import { todayInIstanbul, type Lang } from '@riviera/domain';
import { storedCurrency } from './currency-preference';

/**
 * Some first calls are slow because the browser loads data on first use: the time-zone data for
 * the first date in Istanbul time (the forms' earliest day), the country names of the phone code
 * list (pages that open with a form), the site's local storage for the remembered currency. Each is
 * made here in a task of its own, while the texts and data are on their way, instead of inside the
 * first render's long task (Lighthouse total blocking time). Later calls are quick: the browser
 * keeps the data. (Prices need no number-format data: `formatPrice` groups digits from a table.)
 */
export function warmUpFirstRender(lang: Lang, { withCountryNames }: { withCountryNames: boolean }): void {
  const firstCalls = [
    storedCurrency,
    todayInIstanbul,
    ...(withCountryNames ? [() => new Intl.DisplayNames([lang], { type: 'region' }).of('TR')] : []),
  ];
  for (const call of firstCalls) setTimeout(call, 0);
}
