import { addDaysYmd, isValidYmd } from '@riviera/domain';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { longDate, relativeDayName } from '../../lib/day-label';

/** The board's day: the one before or after, today, tomorrow or any date, and the day written out. */
export function DayPicker({
  date,
  today,
  onPick,
}: {
  date: string;
  today: string;
  onPick: (date: string) => void;
}) {
  const relative = relativeDayName(date);
  return (
    <section aria-label="Gün seçimi" className="mb-4 flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => onPick(addDaysYmd(date, -1))} aria-label="Önceki gün">
        ‹
      </Button>
      <Button variant={date === today ? 'primary' : 'secondary'} onClick={() => onPick(today)}>
        Bugün
      </Button>
      <Button
        variant={date === addDaysYmd(today, 1) ? 'primary' : 'secondary'}
        onClick={() => onPick(addDaysYmd(today, 1))}
      >
        Yarın
      </Button>
      <Button variant="secondary" onClick={() => onPick(addDaysYmd(date, 1))} aria-label="Sonraki gün">
        ›
      </Button>
      <label className="flex items-center gap-2 text-sm">
        <span className="sr-only">Tarih</span>
        <input
          type="date"
          className={`${inputClass} w-auto`}
          value={date}
          onChange={(e) => isValidYmd(e.target.value) && onPick(e.target.value)}
        />
      </label>
      <h2 className="w-full text-lg font-bold text-slate-900 sm:ml-2 sm:w-auto">
        {longDate(date)}
        {relative ? <span className="ml-2 text-sm font-semibold text-sea-700">({relative})</span> : null}
      </h2>
    </section>
  );
}
