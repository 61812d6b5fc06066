/**
 * Site settings the mails and the manage-booking view depend on, checked on every write path of a
 * setting (create, update, partial update) so a typo cannot silence operator mail or cancellation.
 */
export const OPERATOR_EMAIL_SETTING_KEY = 'operator_email';
export const SELF_CANCEL_CUTOFF_SETTING_KEY = 'self_cancel_cutoff_hours';
/** Settings that only the server reads: never sent to the public site with the other settings. */
export const PRIVATE_SETTING_KEYS: readonly string[] = [OPERATOR_EMAIL_SETTING_KEY];
/** the longest cut-off a setting may hold: 30 days */
export const MAX_SELF_CANCEL_CUTOFF_HOURS = 720;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` is a whole number of hours from 0 to 720. */
export const isValidSelfCancelCutoff = (value: string): boolean =>
  /^\d{1,3}$/.test(value.trim()) && Number(value) <= MAX_SELF_CANCEL_CUTOFF_HOURS;

/** The message key for a mail-related setting whose value is wrong, or undefined when it is fine (or another key). */
export function mailSettingError(key: string, value: string): string | undefined {
  if (
    key === OPERATOR_EMAIL_SETTING_KEY &&
    value.trim() !== '' &&
    (!EMAIL.test(value.trim()) || value.length > 254)
  ) {
    return 'validation.operator_email_invalid';
  }
  if (key === SELF_CANCEL_CUTOFF_SETTING_KEY && !isValidSelfCancelCutoff(value))
    return 'validation.self_cancel_cutoff_invalid';
  return undefined;
}

/**
 * What is wrong with how the site sends mail (issue 25 §7), checked at start-up and shown on the
 * dashboard: each one silently degrades every customer's mail rather than failing a request.
 * - `smtp_missing`: no SMTP_URL, mail only waits in the outbox;
 * - `public_url_missing`: links and the QR code would point at the server's own address;
 * - `mail_from_missing`: the sender would be `no-reply@<host>`, which relays refuse or mark as spam;
 * - `operator_address_missing`: no operator copies (new bookings, change requests) go anywhere;
 * - `smtp_failing`: a mail has been failing for longer than {@link SMTP_FAILING_ALERT_MINUTES}.
 */
export const MAIL_SETUP_PROBLEMS = [
  'smtp_missing',
  'public_url_missing',
  'mail_from_missing',
  'operator_address_missing',
  'smtp_failing',
] as const;
export type MailSetupProblem = (typeof MAIL_SETUP_PROBLEMS)[number];

/** A mail still failing after this long is an outage, not a retry (the worker retries for hours). */
export const SMTP_FAILING_ALERT_MINUTES = 30;

export interface MailSetup {
  smtpUrl?: string | undefined;
  publicUrl?: string | undefined;
  mailFrom?: string | undefined;
  operatorAddress?: string | undefined;
  /** ISO instant the oldest mail that has failed at least once and still waits was queued */
  oldestFailingAt?: string | null | undefined;
}

export function mailSetupProblems(setup: MailSetup, now: number = Date.now()): MailSetupProblem[] {
  const blank = (v: string | undefined) => !v || v.trim() === '';
  const problems: MailSetupProblem[] = [];
  if (blank(setup.smtpUrl)) problems.push('smtp_missing');
  if (blank(setup.publicUrl)) problems.push('public_url_missing');
  if (blank(setup.mailFrom)) problems.push('mail_from_missing');
  if (blank(setup.operatorAddress)) problems.push('operator_address_missing');
  if (setup.oldestFailingAt && now - Date.parse(setup.oldestFailingAt) > SMTP_FAILING_ALERT_MINUTES * 60_000)
    problems.push('smtp_failing');
  return problems;
}

/** The staff's sentence for each problem (dashboard and server log), with the setting that fixes it. */
export const MAIL_SETUP_PROBLEM_TEXT: Record<MailSetupProblem, string> = {
  smtp_missing: 'SMTP ayarlı değil (SMTP_URL): e-postalar gönderilmeden kuyrukta bekler',
  public_url_missing:
    'PUBLIC_URL ayarlı değil: e-postadaki bağlantılar ve QR kod sunucunun kendi adresini gösterir',
  mail_from_missing:
    'Gönderen adresi ayarlı değil (MAIL_FROM): e-postalar no-reply@sunucu adresinden gider, spam sayılabilir',
  operator_address_missing:
    "Operasyon e-posta adresi yok (Site Ayarları 'operator_email' veya OPERATOR_EMAIL): yeni rezervasyon ve değişiklik talebi bildirimleri kimseye gitmez",
  smtp_failing: `E-postalar ${SMTP_FAILING_ALERT_MINUTES} dakikadan uzun süredir gönderilemiyor: SMTP sunucusu yanıt vermiyor ya da reddediyor`,
};
