import { isNotSetOff, minutesToPickup, type JobDto } from '@riviera/domain';
import { useEffect, useState } from 'react';

/**
 * What keeps the board's alerts in sight (issue 26 item 3, decision 039): jobs with warnings
 * (conflicts, a small vehicle) and jobs whose driver has not set off, counted, filterable and
 * highlighted as the clock passes.
 */

export const withWarnings = (jobs: JobDto[]) => jobs.filter((j) => j.warnings.length > 0);

/** The jobs the 'Göster' choice keeps: all, those with warnings, or those not set off by now. */
export function shownJobs(jobs: JobDto[], only: string, now: Date, minutes: number): JobDto[] {
  if (only === 'warnings') return withWarnings(jobs);
  if (only === 'not_set_off') return jobs.filter((j) => isNotSetOff(j, now, minutes));
  return jobs;
}

/** The time, re-read every `everyMs`, so rules that depend on it follow the clock. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** 'Yola çıkmadı · alışa 12 dk' above a job whose driver should have set off by now. */
export function NotSetOffStrip({ job, now }: { job: JobDto; now: Date }) {
  const left = minutesToPickup(job, now);
  return (
    <p role="note" className="rounded-t-2xl bg-red-50 px-4 py-1.5 text-sm font-semibold text-red-800">
      Yola çıkmadı
      {left === null ? null : left >= 0 ? ` · alışa ${left} dk` : ` · alış ${-left} dk geçti`}
    </p>
  );
}
