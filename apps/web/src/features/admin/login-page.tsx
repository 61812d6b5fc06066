import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_REDIRECT_DELAY_MS, loginAnswerDto, loginRequestSchema, translateMessage, type LoginRequest } from '@riviera/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import { Icon } from '../../components/ui/icon';
import { ApiError, request } from '../../lib/api-client';
import { settingOf, useSiteSettings } from '../../lib/site-settings';
import { ADMIN_ME_KEY, safeNext, useAdminSession, useAuthConfig, type AdminUser } from './admin-session';

const REASONS: Record<string, { tone: 'info' | 'warning'; text: string }> = {
  expired: { tone: 'warning', text: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.' },
  required: { tone: 'info', text: 'Bu sayfayı görüntülemek için giriş yapmalısınız.' },
  'logged-out': { tone: 'info', text: 'Çıkış yaptınız.' },
};

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const reason = REASONS[params.get('reason') ?? ''];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const config = useAuthConfig();
  const { data: settings } = useSiteSettings();
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<AdminUser | null>(null);
  // After a successful sign-in the message stays for a second, then the dashboard (or `next`) opens.
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => {
      queryClient.setQueryData(ADMIN_ME_KEY, signedIn);
      void navigate(next, { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, next, navigate, queryClient]);

  const form = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  // Already signed in (and not in the middle of the 1-second success pause): straight on.
  if (session.data && !signedIn) return <Navigate to={next} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { user } = await request('/auth/login', {
        method: 'POST',
        body: values,
        headers: { 'Accept-Language': 'tr' },
        schema: loginAnswerDto,
      });
      setSignedIn(user);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setServerError('Bağlantı hatası. Lütfen tekrar deneyin.');
      // 401 wrong password, 403 a disabled account, 429 too many attempts: the server's sentence says which
      else if (err instanceof ApiError && [401, 403, 429].includes(err.status) && err.message) setServerError(err.message);
      else setServerError('Kullanıcı adı veya şifre hatalı!');
    }
  });

  const siteName = settingOf(settings, 'site_name') ?? '';
  const demo = config.data?.demo_mode ? config.data.demo_credentials : null;
  const fieldError = (key: string | undefined) => (key ? translateMessage(key, 'tr') : undefined);

  return (
    <main className="grid min-h-screen bg-slate-100 lg:grid-cols-2">
      <section className="relative hidden overflow-hidden bg-gradient-to-br from-sea-900 via-sea-800 to-lagoon-600 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
        <div className="absolute -bottom-32 -left-16 h-96 w-96 rounded-full bg-lagoon-400/20 blur-3xl" aria-hidden="true" />
        <p className="relative text-lg font-extrabold tracking-tight">{siteName}</p>
        <div className="relative max-w-md">
          <h2 className="text-4xl font-bold leading-tight">Rezervasyonlar, turlar ve içerik tek panelde.</h2>
          <p className="mt-4 text-white/80">Transfer ve tur operasyonunuzu güvenle yönetin.</p>
        </div>
        <p className="relative text-sm text-white/60">Yönetim Paneli</p>
      </section>

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
            {reason && !signedIn ? (
              <p
                role="status"
                className={`mb-5 rounded-lg px-3 py-2 text-sm ${reason.tone === 'warning' ? 'bg-amber-50 text-amber-900' : 'bg-sky-50 text-sky-900'}`}
              >
                {reason.text}
              </p>
            ) : null}
            {signedIn ? (
              <p role="status" className="mb-5 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
                Giriş başarılı! Yönlendiriliyorsunuz…
              </p>
            ) : null}
            {serverError ? (
              <p role="alert" className="mb-5 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {serverError}
              </p>
            ) : null}

            <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
              <Field label="Kullanıcı Adı" error={fieldError(errors.username?.message)} required>
                {(p) => <input {...p} {...form.register('username')} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} className={inputClass} />}
              </Field>
              <Field label="Şifre" error={fieldError(errors.password?.message)} required>
                {(p) => (
                  <div className="relative">
                    <input {...p} {...form.register('password')} type={showPassword ? 'text' : 'password'} autoComplete="current-password" className={`${inputClass} pr-12`} />
                    <button
                      type="button"
                      onClick={() => setShowPassword((v) => !v)}
                      aria-label={showPassword ? 'Şifreyi gizle' : 'Şifreyi göster'}
                      aria-pressed={showPassword}
                      className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-sea-700"
                    >
                      <Icon name={showPassword ? 'eyeOff' : 'eye'} />
                    </button>
                  </div>
                )}
              </Field>
              <Button type="submit" className="w-full py-3" disabled={isSubmitting || Boolean(signedIn)}>
                {isSubmitting ? 'Giriş yapılıyor…' : 'Giriş Yap'}
              </Button>
            </form>

            {demo ? (
              <div className="mt-6 rounded-xl border border-dashed border-sea-500/40 bg-sea-50 p-4 text-sm text-sea-900" data-testid="demo-hint">
                <p className="font-semibold">Demo hesabı</p>
                <p className="mt-1">
                  Kullanıcı adı: <code className="rounded bg-white px-1.5 py-0.5 font-mono">{demo.username}</code>
                  <span className="mx-2 text-sea-500">·</span>
                  Şifre: <code className="rounded bg-white px-1.5 py-0.5 font-mono">{demo.password}</code>
                </p>
              </div>
            ) : null}
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
