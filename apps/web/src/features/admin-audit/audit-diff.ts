/** One field of an audited record: its value before and after, and whether it changed. */
export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const show = (v: unknown): string | null => (v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The before/after of an audit record side by side, field by field (top-level keys, nested values
 * as JSON), changed fields first so that a long record shows what happened at the top. A snapshot
 * that is not an object (cut text) becomes one row named 'kayıt'.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after))) {
    const b = show(before ?? undefined);
    const a = show(after ?? undefined);
    return [{ field: 'kayıt', before: b, after: a, changed: b !== a }];
  }
  const b = before ?? {};
  const a = after ?? {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = fields.map((field) => {
    const was = show(b[field]);
    const now = show(a[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** Turkish names of what the audit log records. */
export const ACTION_LABELS: Record<string, string> = {
  create: 'Oluşturma',
  update: 'Güncelleme',
  delete: 'Silme',
  status: 'Durum değişikliği',
  login: 'Giriş',
  logout: 'Çıkış',
  import: 'İçe aktarma',
  password_reset: 'Şifre sıfırlama',
  password_change: 'Şifre değişikliği',
  sign_out_all: 'Tüm oturumları kapatma',
  anonymise: 'Kişisel veri silme',
};

export const ENTITY_LABELS: Record<string, string> = {
  booking: 'Rezervasyon',
  tour_reservation: 'Tur rezervasyonu',
  tour: 'Tur',
  route: 'Rota',
  currency: 'Para birimi',
  site_setting: 'Site ayarı',
  admin_user: 'Kullanıcı',
  admin_session: 'Oturum',
  internal_note: 'Not',
  vehicle: 'Araç',
  vehicle_type: 'Araç tipi',
  extra_service: 'Ek hizmet',
  hero: 'Hero videosu',
  gallery: 'Galeri',
  about: 'Hakkımızda',
  retention: 'Saklama süresi',
  personal_data: 'Kişisel veri talebi',
};

/** A known name in Turkish, else the stored name as it is (entities added later still show). */
export const labelOf = (labels: Record<string, string>, key: string): string => labels[key] ?? key;
