/** The demo about section and site settings (contacts are placeholders the operator replaces). */
import type { DemoContent } from './demo-content.types.js';

export const demoAbout: DemoContent['about'] = {
  title: 'Antalya’da Güvenilir Transfer ve Tur Partneriniz',
  description:
    '<p><strong>Riviera Transfer</strong>, TÜRSAB üyesi A grubu seyahat acentası olarak 2017’den bu yana Antalya’da havalimanı transferi, VIP transfer ve günlük tur hizmeti vermektedir.</p>' +
    '<p>Tüm araçlarımız sigortalı, bakımlı ve profesyonel şoförlerimiz deneyimlidir. Fiyatlarımız sabittir; gece, hafta sonu veya rötar için ek ücret almayız.</p>' +
    '<ul><li>Uçuş takibi ile zamanında karşılama</li><li>İsim tabelası ile karşılama hizmeti</li><li>Ücretsiz çocuk koltuğu</li><li>Türkçe, İngilizce, Almanca ve Rusça konuşan ekip</li></ul>',
  mainDescription:
    'Antalya ve Gazipaşa havalimanlarından bölgedeki tüm otellere, tatil köylerine ve şehirlere konforlu, güvenli ve zamanında özel transfer sağlıyoruz.',
  subDescription:
    'Sedan araçlardan VIP minivanlara, 20 kişilik midibüslere kadar geniş filomuz ve lisanslı rehberlerimizle tatilinizin her anında yanınızdayız.',
  quote: 'Misafirlerimizi ailemizden biri gibi karşılıyor, Antalya’yı en güzel hâliyle yaşatıyoruz.',
  features: [
    'Havalimanı transferi',
    'Otel transferi',
    'Şehirlerarası transfer',
    'VIP transfer',
    'Günlük turlar',
    '7/24 destek',
  ],
};

export const demoSiteSettings: DemoContent['siteSettings'] = [
  {
    key: 'site_title',
    value: 'Riviera Transfer | Antalya Havalimanı Transfer ve Turlar',
    type: 'text',
    group: 'general',
    description: 'Tarayıcı sekmesinde görünen site başlığı',
  },
  {
    key: 'site_name',
    value: 'Riviera Transfer',
    type: 'text',
    group: 'general',
    description: 'Sitenin kısa adı',
  },
  {
    key: 'company_name',
    value: 'Riviera Turizm Seyahat Acentası',
    type: 'text',
    group: 'general',
    description: 'Resmi şirket adı',
  },
  { key: 'logo_url', value: 'logo.svg', type: 'image', group: 'branding', description: 'Ana logo' },
  {
    key: 'navbar_logo',
    value: 'logo-mark.svg',
    type: 'image',
    group: 'branding',
    description: 'Üst menüde görünen logo',
  },
  {
    key: 'footer_logo',
    value: 'logo-mark.svg',
    type: 'image',
    group: 'branding',
    description: 'Alt bilgi alanında (koyu zemin) görünen logo',
  },
  {
    key: 'footer_description',
    value:
      'Antalya ve Gazipaşa havalimanlarından bölgenin tüm otellerine konforlu, güvenli ve sabit fiyatlı özel transfer ile günlük turlar.',
    type: 'text',
    group: 'footer',
    description: 'Alt bilgi alanındaki kısa tanıtım metni',
  },
  {
    key: 'footer_copyright',
    value: '© 2026 Riviera Turizm. Tüm hakları saklıdır.',
    type: 'text',
    group: 'footer',
    description: 'Alt bilgi telif hakkı metni',
  },
  {
    key: 'contact_phone',
    value: '+90 242 324 18 12',
    type: 'text',
    group: 'contact',
    description: 'İletişim telefon numarası',
  },
  {
    key: 'contact_email',
    value: 'info@rivieratransfer.com.tr',
    type: 'text',
    group: 'contact',
    description: 'İletişim e-posta adresi',
  },
  {
    key: 'contact_address',
    value: 'Şirinyalı Mah. Lara Cad. No: 118/3, 07160 Muratpaşa / Antalya',
    type: 'text',
    group: 'contact',
    description: 'Ofis adresi',
  },
  {
    key: 'contact_whatsapp',
    value: '+90 532 418 12 07',
    type: 'text',
    group: 'contact',
    description: 'WhatsApp destek hattı',
  },
  {
    key: 'social_facebook',
    value: 'https://www.facebook.com/rivieratransfer',
    type: 'text',
    group: 'social',
    description: 'Facebook sayfası adresi (boş bırakılırsa gizlenir)',
  },
  {
    key: 'social_instagram',
    value: 'https://www.instagram.com/rivieratransfer',
    type: 'text',
    group: 'social',
    description: 'Instagram hesabı adresi (boş bırakılırsa gizlenir)',
  },
  {
    key: 'social_twitter',
    value: '',
    type: 'text',
    group: 'social',
    description: 'X (Twitter) hesabı adresi (boş bırakılırsa gizlenir)',
  },
  {
    key: 'tursab_certificate',
    value: '18012',
    type: 'text',
    group: 'certificates',
    description: 'TÜRSAB belge (lisans) numarası',
  },
  {
    key: 'tursab_verify_url',
    value: 'https://www.tursab.org.tr/tr/ddsv',
    type: 'text',
    group: 'certificates',
    description: 'TÜRSAB belge doğrulama sayfası adresi',
  },
  {
    key: 'show_whatsapp_button',
    value: 'true',
    type: 'boolean',
    group: 'appearance',
    description: 'Sayfada yüzen WhatsApp butonunu göster',
  },
  {
    key: 'operator_email',
    value: '',
    type: 'text',
    group: 'contact',
    description: 'Yeni rezervasyon ve müşteri işlemleri e-postalarının gideceği adres (boşsa OPERATOR_EMAIL)',
  },
  {
    key: 'self_cancel_cutoff_hours',
    value: '24',
    type: 'text',
    group: 'general',
    description: 'Müşterinin çevrim içi iptal edebileceği son an: alıştan kaç saat önce',
  },
];
