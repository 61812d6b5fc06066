import { MAIL_SETUP_PROBLEM_TEXT, type DashboardOperationsDto, type TaskRunDto } from '@riviera/domain';
import { formatCount, formatTimeAgo } from './format';

/** How one line of the 'Sistem Durumu' panel reads: a verdict, and a sentence or two. */
export interface OperationStatus {
  tone: 'success' | 'warning' | 'danger' | 'neutral';
  badge: string;
  lines: { text: string; strong?: boolean }[];
}

/** Mail that waits longer than this is late: the worker looks every second while SMTP answers. */
const MAIL_LATE_MS = 15 * 60_000;
/** The central bank publishes once a working day; older rates than this are worth a click. */
const RATES_STALE_MS = 26 * 3_600_000;

const ago = (iso: string, now: number) => formatTimeAgo(iso, now);
const who = (by: string | null) => (by ? ` · ${by}` : ' · otomatik');

export function mailStatus(mail: DashboardOperationsDto['mail'], now = Date.now()): OperationStatus {
  const lines: OperationStatus['lines'] = [];
  if (mail.failed > 0) {
    lines.push({ text: `Son 7 günde ${formatCount(mail.failed)} e-posta gönderilemedi`, strong: true });
    lines.push({ text: 'Nedeni rezervasyonun e-posta geçmişinde; onay oradan yeniden gönderilebilir' });
  }
  if (mail.waiting > 0) {
    const oldest = mail.oldest_waiting_at ? ` · en eskisi ${ago(mail.oldest_waiting_at, now)}` : '';
    lines.push({ text: `${formatCount(mail.waiting)} e-posta gönderilmeyi bekliyor${oldest}` });
  } else if (mail.failed === 0) lines.push({ text: 'Bekleyen e-posta yok' });
  // What is wrong with the set-up (issue 25 §7): each problem with the setting that fixes it.
  for (const problem of mail.problems)
    lines.push({ text: MAIL_SETUP_PROBLEM_TEXT[problem], strong: problem === 'smtp_failing' });
  // Held over an address's hourly share (decision 033): staff decide, in the booking's mail history.
  if (mail.held.length > 0) {
    lines.push({
      text: `${formatCount(mail.held.length)} müşteri e-postası bekletiliyor: aynı adrese bir saat içinde başka rezervasyon e-postası gitti`,
      strong: true,
    });
    for (const h of mail.held) lines.push({ text: `${h.pnr_code} · ${h.to_address ?? ''} · ${ago(h.held_at, now)}` });
    lines.push({ text: "Rezervasyonu PNR ile açın; E-posta Geçmişi'nden 'Yine de gönder' ile gönderilir" });
  }
  const late = mail.oldest_waiting_at !== null && now - Date.parse(mail.oldest_waiting_at) > MAIL_LATE_MS;
  if (mail.problems.includes('smtp_failing')) return { tone: 'danger', badge: 'Gönderilemiyor', lines };
  if (mail.failed > 0) return { tone: 'danger', badge: 'Gönderilemeyen var', lines };
  if (!mail.sending_enabled && mail.waiting > 0) return { tone: 'warning', badge: 'Gönderilmiyor', lines };
  if (mail.held.length > 0) return { tone: 'warning', badge: 'Onayınızı bekliyor', lines };
  if (late) return { tone: 'warning', badge: 'Gecikiyor', lines };
  if (mail.problems.length > 0) return { tone: 'warning', badge: 'Ayar eksik', lines };
  if (mail.waiting > 0) return { tone: 'neutral', badge: 'Gönderiliyor', lines };
  return { tone: 'success', badge: 'Sorun yok', lines };
}

/** The failure line of a task whose last run failed, with its reason. */
const failureLine = (run: TaskRunDto, now: number) => ({
  text: `Son deneme başarısız (${ago(run.last_run_at!, now)})${run.last_error ? `: ${run.last_error}` : ''}`,
  strong: true,
});

export function ratesStatus(rates: TaskRunDto, now = Date.now()): OperationStatus {
  if (!rates.last_run_at)
    return {
      tone: 'warning',
      badge: 'Güncellenmedi',
      lines: [{ text: 'Kurlar henüz merkez bankasından güncellenmedi' }],
    };
  const lines: OperationStatus['lines'] = [];
  if (rates.last_outcome === 'failed') lines.push(failureLine(rates, now));
  lines.push({
    text: rates.last_ok_at
      ? `Son güncelleme ${ago(rates.last_ok_at, now)}${rates.last_outcome === 'ok' ? who(rates.last_by) : ''}`
      : 'Başarılı bir güncelleme yok',
  });
  if (rates.last_outcome === 'failed') return { tone: 'danger', badge: 'Hata', lines };
  const stale = rates.last_ok_at !== null && now - Date.parse(rates.last_ok_at) > RATES_STALE_MS;
  return stale ? { tone: 'warning', badge: 'Eski', lines } : { tone: 'success', badge: 'Güncel', lines };
}

/** 'her 6 saatte bir', 'her 90 dakikada bir' */
const interval = (minutes: number) =>
  minutes % 60 === 0 ? `her ${minutes / 60} saatte bir` : `her ${minutes} dakikada bir`;

export function retentionStatus(
  retention: DashboardOperationsDto['retention'],
  now = Date.now(),
): OperationStatus {
  const schedule = {
    text:
      retention.every_minutes > 0
        ? `Sunucu ${interval(retention.every_minutes)} kendiliğinden çalıştırır`
        : 'Otomatik çalışma kapalı (RETENTION_INTERVAL_MINUTES=0)',
  };
  if (!retention.last_run_at)
    return { tone: 'warning', badge: 'Çalışmadı', lines: [{ text: 'Henüz çalışmadı' }, schedule] };
  if (retention.last_outcome === 'failed') {
    const lastOk = retention.last_ok_at
      ? `Son başarılı çalışma ${ago(retention.last_ok_at, now)}`
      : 'Başarılı bir çalışma yok';
    return {
      tone: 'danger',
      badge: 'Hata',
      lines: [failureLine(retention, now), { text: lastOk }, schedule],
    };
  }
  const s = retention.summary ?? {};
  const erased = (s.bookings ?? 0) + (s.tour_reservations ?? 0);
  const what =
    erased > 0 ? `${formatCount(erased)} kaydın kişisel verileri silindi` : 'süresi dolan kayıt yoktu';
  return {
    tone: 'success',
    badge: 'Çalışıyor',
    lines: [
      { text: `Son çalışma ${ago(retention.last_run_at, now)}${who(retention.last_by)} · ${what}` },
      schedule,
    ],
  };
}
