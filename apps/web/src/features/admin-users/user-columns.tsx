import { ADMIN_ROLES, ADMIN_ROLE_LABELS, formatDateTimeTr, type AdminRole } from '@riviera/domain';
import { ActiveBadge, Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { Column } from '../../components/ui/data-table';
import { inputClass } from '../../components/ui/field';
import type { StaffUser } from './users-api';

/** A change a colleague feels, waiting for its confirmation (ARCHITECTURE: actions ask first). */
export type PendingChange =
  | { kind: 'active'; user: StaffUser }
  | { kind: 'role'; user: StaffUser; role: AdminRole }
  | { kind: 'sign-out'; user: StaffUser };

interface UserColumnsInput {
  /** one's own row cannot be disabled or demoted */
  isSelf: (u: StaffUser) => boolean;
  ask: (change: PendingChange) => void;
  onResetPassword: (u: StaffUser) => void;
}

/** The staff table's columns: name, role picker, status, last sign-in and the row's actions. */
export function userColumns({ isSelf, ask, onResetPassword }: UserColumnsInput): Column<StaffUser>[] {
  return [
    {
      key: 'username',
      header: 'Kullanıcı adı',
      cell: (u) => (
        <span className="font-medium text-slate-900">
          {u.username} {isSelf(u) ? <Badge tone="info">Siz</Badge> : null}
        </span>
      ),
    },
    {
      key: 'role',
      header: 'Rol',
      cell: (u) => (
        <select
          aria-label={`${u.username} rolü`}
          value={u.role}
          disabled={isSelf(u)}
          title={isSelf(u) ? 'Kendi rolünüzü değiştiremezsiniz' : undefined}
          className={`${inputClass} min-w-[9.5rem] py-1.5`}
          onChange={(e) => ask({ kind: 'role', user: u, role: e.target.value as AdminRole })}
        >
          {ADMIN_ROLES.map((r) => (
            <option key={r} value={r}>
              {ADMIN_ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'status',
      header: 'Durum',
      cell: (u) => <ActiveBadge active={u.is_active} activeLabel="Etkin" inactiveLabel="Devre dışı" />,
    },
    {
      key: 'last_login',
      header: 'Son giriş',
      cell: (u) => (
        <span className="whitespace-nowrap text-sm text-slate-600">
          {u.last_login_at ? formatDateTimeTr(new Date(u.last_login_at)) : 'Hiç giriş yapmadı'}
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      cell: (u) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={isSelf(u)}
            title={isSelf(u) ? 'Kendi hesabınızı devre dışı bırakamazsınız' : undefined}
            onClick={() => ask({ kind: 'active', user: u })}
          >
            {u.is_active ? 'Devre dışı bırak' : 'Etkinleştir'}
          </Button>
          <Button variant="secondary" onClick={() => onResetPassword(u)}>
            Şifre sıfırla
          </Button>
          <Button variant="secondary" onClick={() => ask({ kind: 'sign-out', user: u })}>
            Tüm oturumları kapat
          </Button>
        </div>
      ),
    },
  ];
}
