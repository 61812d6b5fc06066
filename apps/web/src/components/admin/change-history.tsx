import {
  BOOKING_EDIT_FIELD_LABELS_TR,
  formatDateTimeTr,
  formatPriceWithCents,
  TRIP_TYPE_LABELS_TR,
  type BookingChangeDto,
} from '@riviera/domain';

/** A value as the history shows it; a total in the booking's currency, as the detail writes it. */
const shownAs = (field: string, v: string | number | null, currency: string | undefined) =>
  v === null || v === ''
    ? '—'
    : field === 'total_price' && typeof v === 'number' && currency
      ? formatPriceWithCents(v, currency)
      : field === 'trip_type'
        ? (TRIP_TYPE_LABELS_TR[String(v)] ?? String(v))
        : String(v);

/**
 * A booking's or tour reservation's change history (decision 031): who changed what and when, each
 * field 'before → after' by its Turkish name. Shared by both detail dialogs, so they read alike.
 */
export function ChangeHistory({
  history,
  currency,
  labels = BOOKING_EDIT_FIELD_LABELS_TR,
}: {
  history: BookingChangeDto[];
  /** the booking's currency, for re-priced totals */
  currency?: string | undefined;
  /** the fields' Turkish names: a transfer's by default */
  labels?: Readonly<Record<string, string>>;
}) {
  const shown = (field: string, v: string | number | null) => shownAs(field, v, currency);
  return (
    <section className="rounded-xl border border-slate-200 p-4" data-testid="change-history">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
        Değişiklik Geçmişi
      </h3>
      {history.length === 0 ? (
        <p className="text-sm text-slate-500">Henüz değişiklik yok.</p>
      ) : (
        <ol className="space-y-3 text-sm">
          {history.map((h) => (
            <li key={h.id} className="border-l-2 border-sea-600/40 pl-3">
              <p className="text-xs text-slate-500">
                {formatDateTimeTr(new Date(h.at))} · {h.by ?? 'Bilinmeyen kullanıcı'}
              </p>
              <ul className="mt-1 space-y-0.5">
                {h.changes.map((c) => (
                  <li key={c.field} className="break-words">
                    <span className="text-slate-600">{labels[c.field] ?? c.field}:</span>{' '}
                    <span className="text-slate-500 line-through decoration-slate-400">
                      {shown(c.field, c.before)}
                    </span>
                    <span aria-label="yerine"> → </span>
                    <strong className="font-medium text-slate-900">{shown(c.field, c.after)}</strong>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
