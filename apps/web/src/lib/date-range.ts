/**
 * Whether a list filter's end date is before its start date (ISO dates compare as text). Such a
 * filter can match nothing and the server refuses it, so the lists say what is wrong with the
 * dates instead of asking and showing a load failure whose retry could never work.
 */
export const isDateRangeReversed = (from: string, to: string): boolean => Boolean(from && to && to < from);

/** What the filter bar says then (the server's own sentence for the same refusal). */
export const DATE_RANGE_REVERSED = 'Bitiş tarihi başlangıç tarihinden önce olamaz';

/** An empty page: a reversed range matches nothing, and nothing need be asked. */
export const emptyPage = (perPage: number) => ({ current_page: 1, last_page: 1, per_page: perPage, total: 0 });
