import { describe, expect, it } from 'vitest';
import { mailStatus, ratesStatus, retentionStatus } from './operations';

const now = Date.parse('2026-05-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(now - m * 60_000).toISOString();
const never = {
  last_run_at: null,
  last_outcome: null,
  last_error: null,
  last_ok_at: null,
  last_by: null,
  summary: null,
};
const texts = (s: { lines: { text: string }[] }) => s.lines.map((l) => l.text);

describe('the Sistem Durumu panel (decision 030)', () => {
  it('mail: all sent, waiting, late, failed, or not sent at all without SMTP', () => {
    const base = { waiting: 0, failed: 0, oldest_waiting_at: null, sending_enabled: true, problems: [], held: [] };
    expect(mailStatus(base, now)).toEqual({
      tone: 'success',
      badge: 'Sorun yok',
      lines: [{ text: 'Bekleyen e-posta yok' }],
    });
    expect(mailStatus({ ...base, waiting: 2, oldest_waiting_at: minutesAgo(1) }, now)).toMatchObject({
      tone: 'neutral',
      badge: 'Gönderiliyor',
    });
    const late = mailStatus({ ...base, waiting: 3, oldest_waiting_at: minutesAgo(40) }, now);
    expect(late).toMatchObject({ tone: 'warning', badge: 'Gecikiyor' });
    expect(texts(late)).toEqual(['3 e-posta gönderilmeyi bekliyor · en eskisi 40 dakika önce']);
    const failed = mailStatus({ ...base, failed: 1 }, now);
    expect(failed).toMatchObject({ tone: 'danger', badge: 'Gönderilemeyen var' });
    expect(texts(failed)[0]).toBe('Son 7 günde 1 e-posta gönderilemedi');
    const noSmtp = mailStatus(
      {
        ...base,
        sending_enabled: false,
        problems: ['smtp_missing'],
        waiting: 1,
        oldest_waiting_at: minutesAgo(2),
      },
      now,
    );
    expect(noSmtp).toMatchObject({ tone: 'warning', badge: 'Gönderilmiyor' });
    expect(texts(noSmtp)).toContain('SMTP ayarlı değil (SMTP_URL): e-postalar gönderilmeden kuyrukta bekler');
  });

  it('mail: a set-up problem warns with the setting that fixes it; SMTP failing for half an hour is an outage', () => {
    const base = { waiting: 0, failed: 0, oldest_waiting_at: null, sending_enabled: true, problems: [], held: [] };
    const noOperator = mailStatus(
      { ...base, problems: ['public_url_missing', 'operator_address_missing'] },
      now,
    );
    expect(noOperator).toMatchObject({ tone: 'warning', badge: 'Ayar eksik' });
    expect(texts(noOperator)).toEqual([
      'Bekleyen e-posta yok',
      'PUBLIC_URL ayarlı değil: e-postadaki bağlantılar ve QR kod sunucunun kendi adresini gösterir',
      "Operasyon e-posta adresi yok (Site Ayarları 'operator_email' veya OPERATOR_EMAIL): yeni rezervasyon ve değişiklik talebi bildirimleri kimseye gitmez",
    ]);
    const failing = mailStatus(
      { ...base, waiting: 4, oldest_waiting_at: minutesAgo(45), problems: ['smtp_failing'] },
      now,
    );
    expect(failing).toMatchObject({ tone: 'danger', badge: 'Gönderilemiyor' });
    expect(failing.lines).toContainEqual({
      text: 'E-postalar 30 dakikadan uzun süredir gönderilemiyor: SMTP sunucusu yanıt vermiyor ya da reddediyor',
      strong: true,
    });
  });

  it('mail: customer mails held over their address’s hourly share ask staff, naming each PNR and address', () => {
    const base = { waiting: 0, failed: 0, oldest_waiting_at: null, sending_enabled: true, problems: [] };
    const held = mailStatus(
      {
        ...base,
        held: [{ entity: 'booking', pnr_code: 'AB12CD34', to_address: 'victim@example.com', held_at: minutesAgo(5) }],
      },
      now,
    );
    expect(held).toMatchObject({ tone: 'warning', badge: 'Onayınızı bekliyor' });
    expect(texts(held)).toContain('1 müşteri e-postası bekletiliyor: aynı adrese bir saat içinde başka rezervasyon e-postası gitti');
    expect(texts(held).some((t) => t.startsWith('AB12CD34 · victim@example.com'))).toBe(true);
  });

  it('rates: never, fresh with who refreshed, stale after a day, a failed try with its reason', () => {
    expect(ratesStatus(never, now)).toMatchObject({ tone: 'warning', badge: 'Güncellenmedi' });
    const ok = {
      ...never,
      last_run_at: minutesAgo(120),
      last_outcome: 'ok' as const,
      last_ok_at: minutesAgo(120),
      last_by: 'ayse',
    };
    expect(ratesStatus(ok, now)).toEqual({
      tone: 'success',
      badge: 'Güncel',
      lines: [{ text: 'Son güncelleme 2 saat önce · ayse' }],
    });
    expect(
      ratesStatus({ ...ok, last_run_at: minutesAgo(3000), last_ok_at: minutesAgo(3000) }, now),
    ).toMatchObject({ tone: 'warning', badge: 'Eski' });
    const failed = ratesStatus(
      { ...ok, last_run_at: minutesAgo(5), last_outcome: 'failed', last_error: 'connect ECONNREFUSED' },
      now,
    );
    expect(failed.tone).toBe('danger');
    expect(texts(failed)).toEqual([
      'Son deneme başarısız (5 dakika önce): connect ECONNREFUSED',
      'Son güncelleme 2 saat önce',
    ]);
  });

  it('retention: never, a run that erased, one that found nothing, a failure; and its schedule', () => {
    expect(retentionStatus({ ...never, every_minutes: 360 }, now)).toEqual({
      tone: 'warning',
      badge: 'Çalışmadı',
      lines: [{ text: 'Henüz çalışmadı' }, { text: 'Sunucu her 6 saatte bir kendiliğinden çalıştırır' }],
    });
    const run = {
      ...never,
      last_run_at: minutesAgo(30),
      last_outcome: 'ok' as const,
      last_ok_at: minutesAgo(30),
      every_minutes: 90,
    };
    expect(
      texts(
        retentionStatus({ ...run, summary: { bookings: 2, tour_reservations: 1, files: 0, mails: 4 } }, now),
      ),
    ).toEqual([
      'Son çalışma 30 dakika önce · otomatik · 3 kaydın kişisel verileri silindi',
      'Sunucu her 90 dakikada bir kendiliğinden çalıştırır',
    ]);
    expect(
      texts(retentionStatus({ ...run, last_by: 'owner', summary: { bookings: 0 }, every_minutes: 0 }, now)),
    ).toEqual([
      'Son çalışma 30 dakika önce · owner · süresi dolan kayıt yoktu',
      'Otomatik çalışma kapalı (RETENTION_INTERVAL_MINUTES=0)',
    ]);
    expect(
      retentionStatus({ ...run, last_outcome: 'failed', last_error: 'database away', last_ok_at: null }, now),
    ).toMatchObject({ tone: 'danger', badge: 'Hata' });
  });
});
