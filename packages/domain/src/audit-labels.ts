import { statusLabel } from './statuses.js';

/**
 * The back office's Turkish words for what the audit log stores as keys (its screen and the
 * dashboard's activity feed): staff never read `dispatch_job`, `driver_id` or `self_service`.
 * A key added later and not named here is shown as it is rather than hidden.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
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
  export: 'Dışa aktarma',
  lookup: 'Kişisel veri sorgulama',
  self_service: 'Müşteri işlemi',
};

export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  booking: 'Rezervasyon',
  tour_reservation: 'Tur rezervasyonu',
  tour: 'Tur',
  route: 'Rota',
  currency: 'Para birimi',
  currency_rates: 'Döviz kurları',
  site_setting: 'Site ayarı',
  admin_user: 'Kullanıcı',
  admin_session: 'Oturum',
  internal_note: 'Not',
  vehicle: 'Araç',
  vehicle_type: 'Araç tipi',
  extra_service: 'Ek hizmet',
  pickup_zone: 'Alış bölgesi',
  reseller_key: 'Acente API anahtarı',
  hero: 'Hero videosu',
  gallery: 'Galeri',
  gallery_item: 'Galeri öğesi',
  about: 'Hakkımızda',
  legal_document: 'Yasal metin',
  mail: 'E-posta',
  dispatch_job: 'Operasyon işi',
  driver: 'Sürücü',
  driver_run_link: 'Sürücü bağlantısı',
  retention: 'Saklama süresi',
  personal_data: 'Kişisel veri talebi',
  bookings_csv: 'Rezervasyonlar CSV',
  tour_reservations_csv: 'Tur rezervasyonları CSV',
  jobs_csv: 'Operasyon işleri CSV',
};

/** The fields of audit snapshots, named as the forms name them. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Durum',
  pnr_code: 'PNR',
  driver_id: 'Sürücü no',
  driver: 'Sürücü',
  vehicle_id: 'Araç no',
  vehicle: 'Araç',
  vehicle_type_id: 'Araç tipi no',
  note: 'Not',
  title: 'Başlık',
  name: 'Ad',
  description: 'Açıklama',
  price: 'Fiyat',
  children_price: 'Çocuk fiyatı',
  price_euro: 'Fiyat (€)',
  currency: 'Para birimi',
  code: 'Kod',
  symbol: 'Sembol',
  rate_to_try: 'TRY kuru',
  rate_from_try: 'TRY’den kur',
  is_active: 'Aktif',
  is_base: 'Ana para birimi',
  key: 'Anahtar',
  value: 'Değer',
  phone: 'Telefon',
  plate: 'Plaka',
  capacity: 'Kapasite',
  duration: 'Süre',
  location: 'Konum',
  category: 'Kategori',
  order: 'Sıra',
  sort_order: 'Sıra',
  from_location: 'Nereden',
  to_location: 'Nereye',
  username: 'Kullanıcı adı',
  role: 'Rol',
  date: 'Tarih',
  expires_at: 'Geçerlilik sonu',
  revoked_at: 'İptal zamanı',
  link_id: 'Bağlantı no',
  drive_minutes: 'Yol süresi (dk)',
  luggage_capacity: 'Bagaj kapasitesi',
  template: 'E-posta',
  what: 'İşlem',
  by: 'Yapan',
  ip: 'IP adresi',
  body: 'Not',
  target: 'Kayıt türü',
  target_id: 'Kayıt no',
  format: 'Biçim',
  email_sha256: 'E-posta (SHA-256)',
  search: 'Arama',
  search_sha256: 'Arama (SHA-256)',
  date_from: 'Başlangıç tarihi',
  date_to: 'Bitiş tarihi',
  start_date: 'Başlangıç tarihi',
  end_date: 'Bitiş tarihi',
};

/** What a customer did on the manage page (`self_service` records' `what`). */
export const SELF_SERVICE_LABELS: Readonly<Record<string, string>> = {
  view: 'Rezervasyonunu görüntüledi',
  voucher: 'Voucher indirdi',
  change_request: 'Değişiklik talebi gönderdi',
};

export const auditLabelOf = (labels: Readonly<Record<string, string>>, key: string): string => labels[key] ?? key;

/**
 * Who an audit record names: the staff member, else the customer (their own manage page: a
 * `self_service` record or a change `by: 'customer'`), else the system (the retention run).
 */
export function auditActor(row: { admin_username: string | null; action: string; after: unknown }): string {
  if (row.admin_username) return row.admin_username;
  const after = row.after && typeof row.after === 'object' ? (row.after as Record<string, unknown>) : {};
  return row.action === 'self_service' || after.by === 'customer' ? 'Müşteri' : 'Sistem';
}

/** A snapshot value as staff read it: a status by its Turkish name, yes/no, a customer as 'Müşteri'. */
export function auditValueText(field: string, value: string | null): string | null {
  if (value === null) return null;
  if (field === 'status') return statusLabel(value, 'tr');
  if (field === 'what') return SELF_SERVICE_LABELS[value] ?? value;
  if (field === 'by' && value === 'customer') return 'Müşteri';
  if (value === 'true') return 'Evet';
  if (value === 'false') return 'Hayır';
  return value;
}
