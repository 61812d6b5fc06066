import { ADMIN_ROLE_LABELS, changeOwnPasswordSchema } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { useSignedInAdmin } from '../../lib/admin-me';
import { useAdminForm } from '../../lib/use-admin-form';
import { changeOwnPassword } from './users-api';

/** One's own account (every role): who is signed in, with which role, and changing the password. */
export function AccountPage() {
  const me = useSignedInAdmin();
  const banner = useBanner();
  const form = useAdminForm(changeOwnPasswordSchema, { current_password: '', new_password: '' });
  const save = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      form.reset();
      banner.show('success', 'Şifreniz değiştirildi; diğer cihazlardaki oturumlarınız kapatıldı');
    },
    onError: (err) => form.fail(err, 'Şifre değiştirilemedi'),
  });
  return (
    <div className="max-w-xl">
      <PageHeader title="Hesabım" description={me ? `${me.username} · ${ADMIN_ROLE_LABELS[me.role]}` : undefined} />
      {banner.node}
      <form
        noValidate
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        onSubmit={(e) => void form.submit((data) => save.mutate(data))(e)}
      >
        <h2 className="text-base font-semibold text-slate-900">Şifre değiştir</h2>
        <Field label="Mevcut şifre" required error={form.error('current_password')}>
          {(p) => <input {...p} {...form.register('current_password')} type="password" className={inputClass} autoComplete="current-password" />}
        </Field>
        <Field label="Yeni şifre" required error={form.error('new_password')} hint="En az 12 karakter; yaygın şifreler kabul edilmez">
          {(p) => <input {...p} {...form.register('new_password')} type="password" className={inputClass} autoComplete="new-password" />}
        </Field>
        {form.formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {form.formError}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Kaydediliyor…' : 'Şifreyi Değiştir'}
        </Button>
      </form>
    </div>
  );
}
