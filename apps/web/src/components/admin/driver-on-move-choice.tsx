import type { DriverOnMove } from '@riviera/domain';

/**
 * Staff's answer, when an edit moves a job that already has a driver, to whether the driver stays
 * (transfer bookings and tour reservations ask it alike; `question` says what moves).
 */
export function DriverOnMoveChoice({
  question,
  value,
  onChange,
  error,
}: {
  question: string;
  value: DriverOnMove | null;
  onChange: (next: DriverOnMove) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="driver-choice"
    >
      <legend className="px-1 font-semibold">Atanmış şoför</legend>
      <p className="mb-2">{question}</p>
      <label className="mr-4 inline-flex items-center gap-2">
        <input
          type="radio"
          name="driver_on_move"
          checked={value === 'keep'}
          onChange={() => onChange('keep')}
        />
        Şoför kalsın
      </label>
      <label className="inline-flex items-center gap-2">
        <input
          type="radio"
          name="driver_on_move"
          checked={value === 'release'}
          onChange={() => onChange('release')}
        />
        Şoför bırakılsın
      </label>
      {error ? <p className="mt-1 text-red-700">{error}</p> : null}
    </fieldset>
  );
}
