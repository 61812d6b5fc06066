import { formatDateTimeTr } from '@riviera/domain';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { Column } from '../../components/ui/data-table';
import type { ResellerKey } from './api';

const when = (iso: string | null, none: string) =>
  iso ? formatDateTimeTr(new Date(iso)) : <span className="text-slate-500">{none}</span>;

/** The keys table: reseller, state, when made and by whom, last use, and revoking a live key. */
export function resellerKeyColumns(onRevoke: (key: ResellerKey) => void): Column<ResellerKey>[] {
  return [
    {
      key: 'name',
      header: 'Acente',
      cell: (k) => <span className="font-medium text-slate-900">{k.name}</span>,
    },
    {
      key: 'state',
      header: 'Durum',
      cell: (k) =>
        k.revoked_at ? <Badge tone="danger">İptal edildi</Badge> : <Badge tone="success">Etkin</Badge>,
    },
    {
      key: 'created',
      header: 'Oluşturulma',
      cell: (k) => (
        <>
          {when(k.created_at, '')}
          {k.created_by ? ` · ${k.created_by}` : ''}
        </>
      ),
    },
    { key: 'used', header: 'Son kullanım', cell: (k) => when(k.last_used_at, 'Hiç kullanılmadı') },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      cell: (k) =>
        k.revoked_at ? null : (
          <Button
            variant="secondary"
            onClick={() => onRevoke(k)}
            aria-label={`${k.name} anahtarını iptal et`}
          >
            İptal et
          </Button>
        ),
    },
  ];
}
