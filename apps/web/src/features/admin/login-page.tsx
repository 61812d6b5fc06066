import { translateMessage } from '@riviera/domain';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import { Icon } from '../../components/ui/icon';
import { settingOf, useSiteSettings } from '../../lib/site-settings';
import { safeNext, useAdminSession, useAuthConfig } from './admin-session';
import { DemoHint, LoginBrandPanel, LoginNotices, PasswordInput } from './login-sections';
import { useLogin } from './use-login';

const REASONS: Record<string, { tone: 'info' | 'warning'; text: string }> = {
  expired: { tone: 'warning', text: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.' },
  required: { tone: 'info', text: 'Bu sayfayı görüntülemek için giriş yapmalısınız.' },
  'logged-out': { tone: 'info', text: 'Çıkış yaptınız.' },
};

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const reason = REASONS[params.get('reason') ?? ''];
  const session = useAdminSession();
  const config = useAuthConfig();
  const { data: settings } = useSiteSettings();
  const { form, onSubmit, serverError, signedIn } = useLogin(next);
  const { errors, isSubmitting } = form.formState;

  // Already signed in (and not in the middle of the 1-second success pause): straight on.
  if (session.data && !signedIn) return <Navigate to={next} replace />;

  const siteName = settingOf(settings, 'site_name') ?? '';
  const demo = config.data?.demo_mode ? config.data.demo_credentials : null;
  const fieldError = (key: string | undefined) => (key ? translateMessage(key, 'tr') : undefined);

  return (
    <main className="grid min-h-screen bg-slate-100 lg:grid-cols-2">
      <LoginBrandPanel siteName={siteName} />

      <section className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-8 text-center lg:text-left">
            <span className="mx-auto mb-4 grid h-12 w-12 place-items-center rounded-2xl bg-sea-800 text-white shadow-lg lg:mx-0">
              <Icon name="dashboard" className="h-6 w-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Yönetici Girişi</h1>
            <p className="mt-1 text-sm text-slate-500">{siteName} yönetim paneline giriş yapın</p>
          </div>

          <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
            <LoginNotices reason={reason} signedIn={Boolean(signedIn)} serverError={serverError} />

            <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
              <Field label="Kullanıcı Adı" error={fieldError(errors.username?.message)} required>
                {(p) => <input {...p} {...form.register('username')} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} className={inputClass} />}
              </Field>
              <Field label="Şifre" error={fieldError(errors.password?.message)} required>
                {(p) => <PasswordInput field={p} register={form.register('password')} />}
              </Field>
              <Button type="submit" className="w-full py-3" disabled={isSubmitting || Boolean(signedIn)}>
                {isSubmitting ? 'Giriş yapılıyor…' : 'Giriş Yap'}
              </Button>
            </form>

            {demo ? <DemoHint demo={demo} /> : null}
          </div>
          <p className="mt-6 text-center text-sm text-slate-500">
            <a href="/" className="font-medium text-sea-700 hover:underline">
              ← Siteye dön
            </a>
          </p>
        </div>
      </section>
    </main>
  );
}
