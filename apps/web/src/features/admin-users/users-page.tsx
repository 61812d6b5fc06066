import {
  ADMIN_ROLES,
  ADMIN_ROLE_LABELS,
  createStaffUserSchema,
  resetStaffPasswordSchema,
  type AdminRole,
} from '@riviera/domain';
import { userColumns, type PendingChange } from './user-columns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminQuery } from '../../components/ui/admin-query';
import { Badge } from '../../components/ui/badge';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';
import { FormActions } from '../../components/ui/form-actions';
import { PageHeader } from '../../components/ui/page-header';
import { actionErrorMessage } from '../../lib/admin-form';
import { useSignedInAdmin } from '../../lib/admin-me';
import { useAdminForm } from '../../lib/use-admin-form';
import {
  USERS_KEY,
  createUser,
  listUsers,
  resetPassword,
  signOutEverywhere,
  updateUser,
  type StaffUser,
} from './users-api';

const ROLE_HINT: Record<AdminRole, string> = {
  admin: 'Her şey: fiyatlar, katalog, ayarlar, kullanıcılar, silme',
  // What Operasyon sees, said as it is (issue 28, decision 033): a booking's amount is part of running the day.
  operations:
    'Rezervasyonlar ve tur rezervasyonları (tutarları ve CSV dışa aktarımları dahil), notlar ve operasyon; fiyat değiştirme, katalog, ayar, kullanıcı, kişisel veri talepleri ve silme yok',
};

/** The question and its button for each pending change, in the words an operator uses. */
function confirmationOf(change: PendingChange): {
  title: string;
  message: string;
  confirmLabel: string;
  success: string;
  tone: 'danger' | 'primary';
} {
  const name = change.user.username;
  switch (change.kind) {
    case 'active':
      return change.user.is_active
        ? {
            title: 'Kullanıcıyı devre dışı bırak',
            message: `${name} devre dışı bırakılacak: açık tüm oturumları kapanır ve yeniden etkinleştirilene kadar giriş yapamaz.`,
            confirmLabel: 'Devre dışı bırak',
            success: 'Kullanıcı devre dışı bırakıldı',
            tone: 'danger',
          }
        : {
            title: 'Kullanıcıyı etkinleştir',
            message: `${name} yeniden giriş yapabilecek.`,
            confirmLabel: 'Etkinleştir',
            success: 'Kullanıcı etkinleştirildi',
            tone: 'primary',
          };
    case 'role':
      return {
        title: 'Rolü değiştir',
        message: `${name} kullanıcısının rolü ${ADMIN_ROLE_LABELS[change.user.role]} yerine ${ADMIN_ROLE_LABELS[change.role]} olacak; açık tüm oturumları kapanır. ${ROLE_HINT[change.role]}.`,
        confirmLabel: 'Rolü değiştir',
        success: 'Rol güncellendi',
        tone: 'danger',
      };
    case 'sign-out':
      return {
        title: 'Tüm oturumları kapat',
        message: `${name} kullanıcısının açık tüm oturumları kapatılacak; yeniden giriş yapması gerekir.`,
        confirmLabel: 'Oturumları kapat',
        success: 'Kullanıcının tüm oturumları kapatıldı',
        tone: 'danger',
      };
  }
}

const runChange = (change: PendingChange) =>
  change.kind === 'active'
    ? updateUser(change.user.id, { is_active: !change.user.is_active })
    : change.kind === 'role'
      ? updateUser(change.user.id, { role: change.role })
      : signOutEverywhere(change.user.id);

/** The change waiting for its confirmation, and running it once confirmed. */
function usePendingChange(banner: ReturnType<typeof useBanner>, refresh: () => Promise<void>) {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const change = useMutation({
    mutationFn: runChange,
    onSuccess: async (_data, done) => {
      setPending(null);
      banner.show('success', confirmationOf(done).success);
      await refresh();
    },
    onSettled: () => refresh(),
  });
  const ask = (next: PendingChange) => {
    change.reset();
    setPending(next);
  };
  return { pending, setPending, change, ask };
}

/**
 * Staff accounts (Yönetici only): create, change the role, disable or enable, reset a password and
 * sign someone out everywhere. Each change that a colleague feels asks first and says what happens;
 * one's own row cannot be disabled or demoted (the server refuses it too, and keeps the last
 * active Yönetici).
 */
export function UsersPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: USERS_KEY, queryFn: listUsers });
  const banner = useBanner({ floating: true });
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffUser | null>(null);
  const me = useSignedInAdmin();
  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });
  const { pending, setPending, change, ask } = usePendingChange(banner, refresh);
  const isSelf = (u: StaffUser) => me !== null && me.id === u.id;

  const columns = userColumns({ isSelf, ask, onResetPassword: setResetting });

  return (
    <div>
      <PageHeader
        title="Kullanıcılar"
        description="Yönetim paneline giren personel. Operasyon rolü rezervasyonları tutarlarıyla görür ve dışa aktarır; fiyatları, kataloğu, ayarları ve kullanıcıları yönetemez, kişisel veri taleplerine erişemez ve kayıt silemez."
        actions={<Button onClick={() => setCreating(true)}>Yeni Kullanıcı</Button>}
      />
      {banner.node}
      <AdminQuery
        query={list}
        loading="Kullanıcılar yükleniyor"
        failed="Kullanıcılar yüklenirken hata oluştu"
      >
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
      {pending ? (
        <ConfirmDialog
          open
          {...confirmationOf(pending)}
          busy={change.isPending}
          error={change.error ? actionErrorMessage(change.error, 'İşlem başarısız') : null}
          onConfirm={() => change.mutate(pending)}
          onCancel={() => setPending(null)}
        />
      ) : null}
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

function CreateUserDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}) {
  const defaults: { username: string; password: string; role: AdminRole } = {
    username: '',
    password: '',
    role: 'operations',
  };
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
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => void form.submit((data) => save.mutate(data))(e)}
      >
        <Field label="Kullanıcı adı" required error={error('username')}>
          {(p) => (
            <input
              {...p}
              {...register('username')}
              className={inputClass}
              autoComplete="off"
              maxLength={64}
            />
          )}
        </Field>
        <Field
          label="Şifre"
          required
          error={error('password')}
          hint="En az 12 karakter; yaygın şifreler kabul edilmez"
        >
          {(p) => (
            <input
              {...p}
              {...register('password')}
              type="password"
              className={inputClass}
              autoComplete="new-password"
            />
          )}
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

function ResetPasswordDialog({
  user,
  onClose,
  onSaved,
}: {
  user: StaffUser;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useAdminForm(resetStaffPasswordSchema, { password: '' });
  const save = useMutation({
    mutationFn: (password: string) => resetPassword(user.id, password),
    onSuccess: onSaved,
    onError: (err) => form.fail(err, 'Şifre sıfırlanamadı'),
  });
  return (
    <Dialog open onClose={onClose} title={`${user.username} için yeni şifre`} closeLabel="Kapat" size="md">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => void form.submit((data) => save.mutate(data.password))(e)}
      >
        <p className="text-sm text-slate-600">
          Kullanıcının açık tüm oturumları kapatılır.{' '}
          <Badge tone="warning">Yeni şifreyi kullanıcıya güvenli bir yoldan iletin</Badge>
        </p>
        <Field
          label="Yeni şifre"
          required
          error={form.error('password')}
          hint="En az 12 karakter; yaygın şifreler kabul edilmez"
        >
          {(p) => (
            <input
              {...p}
              {...form.register('password')}
              type="password"
              className={inputClass}
              autoComplete="new-password"
            />
          )}
        </Field>
        <FormActions onCancel={onClose} busy={save.isPending} error={form.formError} />
      </form>
    </Dialog>
  );
}
