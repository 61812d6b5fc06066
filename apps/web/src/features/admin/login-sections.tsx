import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from '../../components/ui/field';
import { Icon } from '../../components/ui/icon';

/** The wide screen's left half: the site's name and what the panel is for. */
export function LoginBrandPanel({ siteName }: { siteName: string }) {
  return (
    <section className="relative hidden overflow-hidden bg-gradient-to-br from-sea-900 via-sea-800 to-lagoon-600 p-12 text-white lg:flex lg:flex-col lg:justify-between">
      <div
        className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-white/10 blur-2xl"
        aria-hidden="true"
      />
      <div
        className="absolute -bottom-32 -left-16 h-96 w-96 rounded-full bg-lagoon-400/20 blur-3xl"
        aria-hidden="true"
      />
      <p className="relative text-lg font-extrabold tracking-tight">{siteName}</p>
      <div className="relative max-w-md">
        <h2 className="text-4xl font-bold leading-tight">Rezervasyonlar, turlar ve içerik tek panelde.</h2>
        <p className="mt-4 text-white/80">Transfer ve tur operasyonunuzu güvenle yönetin.</p>
      </div>
      <p className="relative text-sm text-white/60">Yönetim Paneli</p>
    </section>
  );
}

/** Why the sign-in page opened (until signed in), the success message, and the server's refusal. */
export function LoginNotices({
  reason,
  signedIn,
  serverError,
}: {
  reason: { tone: 'info' | 'warning'; text: string } | undefined;
  signedIn: boolean;
  serverError: string | null;
}) {
  return (
    <>
      {reason && !signedIn ? (
        <p
          role="status"
          className={`mb-5 rounded-lg px-3 py-2 text-sm ${reason.tone === 'warning' ? 'bg-amber-50 text-amber-900' : 'bg-sky-50 text-sky-900'}`}
        >
          {reason.text}
        </p>
      ) : null}
      {signedIn ? (
        <p
          role="status"
          className="mb-5 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
        >
          Giriş başarılı! Yönlendiriliyorsunuz…
        </p>
      ) : null}
      {serverError ? (
        <p role="alert" className="mb-5 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {serverError}
        </p>
      ) : null}
    </>
  );
}

/** The password input with its show/hide button; `field` is what the surrounding Field wires. */
export function PasswordInput({
  field,
  register,
}: {
  field: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
  register: UseFormRegisterReturn;
}) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <div className="relative">
      <input
        {...field}
        {...register}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        className={`${inputClass} pr-12`}
      />
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
  );
}

/** The demo site's sign-in, shown only in demo mode. */
export function DemoHint({ demo }: { demo: { username: string; password: string } }) {
  return (
    <div
      className="mt-6 rounded-xl border border-dashed border-sea-500/40 bg-sea-50 p-4 text-sm text-sea-900"
      data-testid="demo-hint"
    >
      <p className="font-semibold">Demo hesabı</p>
      <p className="mt-1">
        Kullanıcı adı: <code className="rounded bg-white px-1.5 py-0.5 font-mono">{demo.username}</code>
        <span className="mx-2 text-sea-500">·</span>
        Şifre: <code className="rounded bg-white px-1.5 py-0.5 font-mono">{demo.password}</code>
      </p>
    </div>
  );
}
