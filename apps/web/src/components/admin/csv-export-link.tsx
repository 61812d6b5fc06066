import { buttonClass } from '../ui/button';
import { Icon } from '../ui/icon';

/**
 * A download of the list as it is filtered now: the browser fetches the CSV itself (with the
 * session cookie), so a 100 000-row export streams to disk without passing through the page.
 */
export function CsvExportLink({ path, filters, label = 'CSV indir' }: { path: string; filters: Record<string, string>; label?: string }) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '')).toString();
  return (
    <a href={`/api${path}${query ? `?${query}` : ''}`} download className={buttonClass('secondary')} data-testid="csv-export">
      <Icon name="download" className="h-4 w-4" />
      {label}
    </a>
  );
}
