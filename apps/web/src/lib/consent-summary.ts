/**
 * The back office's one-line record of a booking's KVKK acknowledgement and marketing consent,
 * in Turkish and Istanbul time: 'Aydınlatma metni: v3, 23.11.2026 10:14 onaylandı · Pazarlama izni: Hayır'.
 */
export function consentSummary(r: { notice_version: number | null; notice_acknowledged_at: string | null; marketing_consent: boolean }): string {
  const marketing = `Pazarlama izni: ${r.marketing_consent ? 'Evet' : 'Hayır'}`;
  if (r.notice_version === null || !r.notice_acknowledged_at) return `Aydınlatma metni: onay kaydı yok · ${marketing}`;
  const at = new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(r.notice_acknowledged_at))
    .replace(',', '');
  return `Aydınlatma metni: v${r.notice_version}, ${at} onaylandı · ${marketing}`;
}
