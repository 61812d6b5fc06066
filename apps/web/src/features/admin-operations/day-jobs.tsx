import { isNotSetOff, type JobDto } from '@riviera/domain';
import { JobCard } from '../../components/dispatch/job-facts';
import { EmptyList } from '../../components/ui/admin-query';
import { Button } from '../../components/ui/button';
import { NotSetOffStrip, shownJobs } from './board-alerts';

/** The day's jobs by time, as `only` narrows them; one not yet set off is ringed in red. */
export function DayJobs({
  jobs,
  only,
  now,
  notSetOffMinutes,
  onAssign,
}: {
  jobs: JobDto[];
  only: string;
  now: Date;
  notSetOffMinutes: number;
  onAssign: (job: JobDto) => void;
}) {
  const shown = shownJobs(jobs, only, now, notSetOffMinutes);
  if (shown.length === 0) return <EmptyList>Bu gün için iş bulunamadı</EmptyList>;
  return (
    <ol className="space-y-3" aria-label="İşler">
      {shown.map((job) => (
        <li
          key={job.id}
          className={isNotSetOff(job, now, notSetOffMinutes) ? 'rounded-2xl ring-2 ring-red-400' : undefined}
        >
          {isNotSetOff(job, now, notSetOffMinutes) ? <NotSetOffStrip job={job} now={now} /> : null}
          <JobCard
            job={job}
            actions={
              <Button variant={job.driver ? 'secondary' : 'primary'} onClick={() => onAssign(job)}>
                {job.driver ? 'Atamayı Değiştir' : 'Ata'}
              </Button>
            }
          />
        </li>
      ))}
    </ol>
  );
}
