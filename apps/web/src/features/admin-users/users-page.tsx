import { ADMIN_ROLES, ADMIN_ROLE_LABELS, createStaffUserSchema, formatDateTimeTr, resetStaffPasswordSchema, type AdminRole } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminQuery } from '../../components/ui/admin-query';
import { ActiveBadge, Badge } from '../../components/ui/badge';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { actionErrorMessage } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { USERS_KEY, createUser, listUsers, resetPassword, signOutEverywhere, updateUser, type StaffUser } from './users-api';

const ROLE_HINT: Record<AdminRole, string> = {
  admin: 'Her şey: fiyatlar, katalog, ayarlar, kullanıcılar, silme',
  operations: 'Rezervasyonlar, tur rezervasyonları, notlar ve operasyon; fiyat, katalog, ayar, kullanıcı ve silme yok',
};

/**
 * Staff accounts (Yönetici only): create, change the role, disable or enable, reset a password and
 * sign someone out everywhere. The server keeps the last active Yönetici and says so when refused.
 */
export function UsersPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: USERS_KEY, queryFn: listUsers });
  const banner = useBanner({ floating: true });
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffUser | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });

  const act = async (run: () => Promise<unknown>, success: string) => {
    try {
      await run();
      banner.show('success', success);
    } catch (err) {
      banner.show('error', actionErrorMessage(err, 'İşlem başarısız'));
    } finally {
      await refresh();
    }
  };

  const columns: Column<StaffUser>[] = [
    { key: 'username', header: 'Kullanıcı adı', cell: (u) => <span className="font-medium text-slate-900">{u.username}</span> },
    {
      key: 'role',
      header: 'Rol',
      cell: (u) => (
        <select
          aria-label={`${u.username} rolü`}
          value={u.role}
          className={`${inputClass} min-w-[9.5rem] py-1.5`}
          onChange={(e) => void act(() => updateUser(u.id, { role: e.target.value as AdminRole }), 'Rol güncellendi')}
        >
          {ADMIN_ROLES.map((r) => (
            <option key={r} value={r}>
              {ADMIN_ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      ),
    },
    { key: 'status', header: 'Durum', cell: (u) => <ActiveBadge active={u.is_active} activeLabel="Etkin" inactiveLabel="Devre dışı" /> },
    {
      key: 'last_login',
      header: 'Son giriş',
      cell: (u) => <span className="whitespace-nowrap text-sm text-slate-600">{u.last_login_at ? formatDateTimeTr(new Date(u.last_login_at)) : 'Hiç giriş yapmadı'}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">İşlemler</span>,
      hideMobileLabel: true,
      cell: (u) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              void act(() => updateUser(u.id, { is_active: !u.is_active }), u.is_active ? 'Kullanıcı devre dışı bırakıldı' : 'Kullanıcı etkinleştirildi')
            }
          >
            {u.is_active ? 'Devre dışı bırak' : 'Etkinleştir'}
          </Button>
          <Button variant="secondary" onClick={() => setResetting(u)}>
            Şifre sıfırla
          </Button>
          <Button variant="secondary" onClick={() => void act(() => signOutEverywhere(u.id), 'Kullanıcının tüm oturumları kapatıldı')}>
            Tüm oturumları kapat
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Kullanıcılar"
        description="Yönetim paneline giren personel. Operasyon rolü fiyatları, kataloğu, ayarları ve kullanıcıları göremez; silemez."
        actions={<Button onClick={() => setCreating(true)}>Yeni Kullanıcı</Button>}
      />
      {banner.node}
      <AdminQuery query={list} loading="Kullanıcılar yükleniyor" failed="Kullanıcılar yüklenirken hata oluştu">
        {(data) => (
          <DataTable
            caption="Kullanıcılar"
            columns={columns}
            rows={data}
            rowKey={(u) => u.id}
            busy={list.isFetching}
            empty="Henüz kullanıcı yok"
            rowProps={(u) => ({ 'data-testid': `user-row-${u.username}` })}
          />
        )}
      </AdminQuery>
      {creating ? (
        <CreateUserDialog
          onClose={() => setCreating(false)}
          onSaved={async () => {
            setCreating(false);
            banner.show('success', 'Kullanıcı oluşturuldu');
            await refresh();
          }}
        />
      ) : null}
      {resetting ? (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onSaved={() => {
            setResetting(null);
            banner.show('success', 'Şifre sıfırlandı; kullanıcının tüm oturumları kapatıldı');
          }}
        />
      ) : null}
    </div>
  );
}

function CreateUserDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void | Promise<void> }) {
  const defaults: { username: string; password: string; role: AdminRole } = { username: '', password: '', role: 'operations' };
  const form = useAdminForm(createStaffUserSchema, defaults);
  const { register, error } = form;
  const role = form.watch('role');
  const save = useMutation({
    mutationFn: createUser,
    onSuccess: () => onSaved(),
    onError: (err) => form.fail(err, 'Kullanıcı oluşturulamadı'),
  });
  return (
    <Dialog open onClose={onClose} title="Yeni Kullanıcı" closeLabel="Kapat" size="md">
      <form noValidate className="space-y-4" onSubmit={(e) => void form.submit((data) => save.mutate(data))(e)}>
        <Field label="Kullanıcı adı" required error={error('username')}>
          {(p) => <input {...p} {...register('username')} className={inputClass} autoComplete="off" maxLength={64} />}
        </Field>
        <Field label="Şifre" required error={error('password')} hint="En az 8 karakter">
          {(p) => <input {...p} {...register('password')} type="password" className={inputClass} autoComplete="new-password" />}
        </Field>
        <Field label="Rol" required error={error('role')} hint={ROLE_HINT[role]}>
          {(p) => (
            <select {...p} {...register('role')} className={inputClass}>
              {ADMIN_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ADMIN_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormActions onCancel={onClose} busy={save.isPending} error={form.formError} />
      </form>
    </Dialog>
  );
}

function ResetPasswordDialog({ user, onClose, onSaved }: { user: StaffUser; onClose: () => void; onSaved: () => void }) {
  const form = useAdminForm(resetStaffPasswordSchema, { password: '' });
  const save = useMutation({
    mutationFn: (password: string) => resetPassword(user.id, password),
    onSuccess: onSaved,
    onError: (err) => form.fail(err, 'Şifre sıfırlanamadı'),
  });
  return (
    <Dialog open onClose={onClose} title={`${user.username} için yeni şifre`} closeLabel="Kapat" size="md">
      <form noValidate className="space-y-4" onSubmit={(e) => void form.submit((data) => save.mutate(data.password))(e)}>
        <p className="text-sm text-slate-600">
          Kullanıcının açık tüm oturumları kapatılır. <Badge tone="warning">Yeni şifreyi kullanıcıya güvenli bir yoldan iletin</Badge>
        </p>
        <Field label="Yeni şifre" required error={form.error('password')} hint="En az 8 karakter">
          {(p) => <input {...p} {...form.register('password')} type="password" className={inputClass} autoComplete="new-password" />}
        </Field>
        <FormActions onCancel={onClose} busy={save.isPending} error={form.formError} />
      </form>
    </Dialog>
  );
}
