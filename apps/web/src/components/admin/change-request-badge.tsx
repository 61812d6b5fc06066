/** The list's mark of a booking or reservation whose customer asked for a change not yet answered (decision 031). */
export function ChangeRequestBadge({ open }: { open: number | undefined }) {
  if (!open) return null;
  return (
    <span
      data-testid="change-request-badge"
      className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
    >
      Değişiklik talebi: {open}
    </span>
  );
}
