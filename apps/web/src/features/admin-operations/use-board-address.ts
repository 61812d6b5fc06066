import { isBookingStatus, isValidYmd, todayInIstanbul } from '@riviera/domain';
import { useSearchParams } from 'react-router';
import type { DayFilter } from './api';

/**
 * The board's day, filters and 'only' view, read from the address so a reload or a shared link
 * shows the same board; `set` writes changes back (an empty value drops the parameter).
 */
export function useBoardAddress() {
  const [params, setParams] = useSearchParams();
  const today = todayInIstanbul();
  const date = isValidYmd(params.get('date')) ? params.get('date')! : today;
  const status = params.get('status') ?? '';
  const filter: DayFilter = {
    status: isBookingStatus(status) ? status : '',
    driver: params.get('driver') ?? '',
  };
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const only =
    params.get('only') === 'warnings' || params.get('only') === 'not_set_off' ? params.get('only')! : '';
  return { today, date, filter, only, set };
}
