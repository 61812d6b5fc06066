/**
 * Demo content seeded into an empty database in demo mode: a believable Antalya transfer and tour
 * operator (Turkish first). Media names refer to files in `apps/api/seed-media/`, which are generated
 * by `node scripts/generate-demo-media.mjs`. Phone numbers, e-mail and social addresses are
 * placeholders to be replaced by the operator in the back office.
 */
import type { DemoContent, DemoRoute, DemoVehicleType } from './demo-content.types.js';

type VehicleKey = DemoVehicleType['key'];

/** Price of each vehicle type relative to a sedan on the same route. */
const TYPE_FACTOR: Record<VehicleKey, number> = {
  sedan: 1,
  minivan: 1.3,
  vip: 1.7,
  suv: 1.4,
  luxury: 2.2,
};

/** One-way EUR prices for every vehicle type from the sedan price, rounded to 5 €; `omit` leaves types unpriced. */
function prices(sedanEur: number, omit: VehicleKey[] = []): DemoRoute['pricesEur'] {
  const out: DemoRoute['pricesEur'] = {};
  for (const key of Object.keys(TYPE_FACTOR) as VehicleKey[]) {
    if (omit.includes(key)) continue;
    out[key] = key === 'sedan' ? sedanEur : Math.round((sedanEur * TYPE_FACTOR[key]) / 5) * 5;
  }
  return out;
}

const AYT = 'Antalya Havalimanı (AYT)';
const GZP = 'Gazipaşa-Alanya Havalimanı (GZP)';
const CITY = 'Antalya Şehir Merkezi';

/** [destination, sedan price, drive minutes, types without a price] */
const fromAyt: Array<[string, number, number, VehicleKey[]?]> = [
  ['Lara', 25, 20],
  ['Kundu', 27, 25],
  [CITY, 25, 25],
  ['Konyaaltı', 30, 30],
  ['Belek', 35, 35],
  ['Beldibi', 45, 45],
  ['Kemer', 50, 60],
  ['Side', 50, 65],
  ['Çamyuva', 55, 65],
  ['Manavgat', 55, 75],
  ['Kızılağaç', 58, 85],
  ['Tekirova', 60, 75],
  ['Okurcalar', 62, 95],
  ['Avsallar', 65, 105],
  ['Alanya', 70, 120],
  ['Kestel', 75, 130],
  ['Mahmutlar', 78, 135],
  ['Kaş', 140, 195, ['suv', 'luxury']],
  ['Kalkan', 150, 210, ['suv', 'luxury']],
];

const fromGzp: Array<[string, number, number, VehicleKey[]?]> = [
  ['Mahmutlar', 30, 35],
  ['Kestel', 32, 35],
  ['Alanya', 35, 40],
  ['Avsallar', 50, 60],
  ['Okurcalar', 55, 70],
  ['Kızılağaç', 60, 80],
  ['Manavgat', 70, 95],
  ['Side', 70, 100],
  ['Belek', 90, 130, ['luxury']],
  ['Kundu', 100, 140, ['luxury']],
  ['Lara', 105, 150, ['luxury']],
  [CITY, 110, 155, ['suv', 'luxury']],
];

const intercity: Array<[string, string, number, number, VehicleKey[]?]> = [
  [CITY, 'Belek', 40, 45],
  [CITY, 'Kemer', 50, 55],
  ['Lara', 'Kemer', 60, 70],
  ['Konyaaltı', 'Kemer', 45, 45],
  ['Belek', 'Side', 40, 35],
  ['Side', 'Alanya', 55, 65],
  ['Alanya', 'Mahmutlar', 20, 20],
  ['Kaş', 'Kalkan', 30, 25, ['luxury']],
  [AYT, GZP, 150, 140, ['luxury']],
];

const routes: DemoRoute[] = [
  ...fromAyt.map(([to, eur, driveMinutes, omit]) => ({ from: AYT, to, pricesEur: prices(eur, omit), driveMinutes })),
  ...fromGzp.map(([to, eur, driveMinutes, omit]) => ({ from: GZP, to, pricesEur: prices(eur, omit), driveMinutes })),
  ...intercity.map(([from, to, eur, driveMinutes, omit]) => ({ from, to, pricesEur: prices(eur, omit), driveMinutes })),
];

export const demoContent: DemoContent = {
  currencies: [
    { code: 'EUR', name: 'Euro', symbol: '€', rateToTry: 49.5, isBase: true },
    { code: 'USD', name: 'Amerikan Doları', symbol: '$', rateToTry: 42.5, isBase: false },
    { code: 'GBP', name: 'İngiliz Sterlini', symbol: '£', rateToTry: 56.5, isBase: false },
    { code: 'TRY', name: 'Türk Lirası', symbol: '₺', rateToTry: 1, isBase: false },
    { code: 'PLN', name: 'Polonya Zlotisi', symbol: 'zł', rateToTry: 11.6, isBase: false },
  ],

  vehicleTypes: [
    {
      key: 'sedan',
      name: 'Sedan',
      description:
        'Tek başına veya çift seyahat edenler için ekonomik ve konforlu binek araç; 2 kişi ve bagajları için ideal.',
      sortOrder: 1,
      image: 'vehicle-sedan.webp',
    },
    {
      key: 'minivan',
      name: 'Minivan',
      description:
        'Aileler ve gruplar için geniş bagaj hacimli minivan ve minibüsler; 5 ile 20 kişi arası seçenekler.',
      sortOrder: 2,
      image: 'vehicle-minivan.webp',
    },
    {
      key: 'vip',
      name: 'VIP Minivan',
      description:
        'Deri koltuklu, karartma camlı, ambiyans aydınlatmalı özel tasarım VIP araçlar; konforun en üst seviyesi.',
      sortOrder: 3,
      image: 'vehicle-vip.webp',
    },
    {
      key: 'suv',
      name: 'SUV',
      description:
        'Yüksek sürüş pozisyonu ve geniş iç hacmiyle dağ ve uzun yol transferlerinde güvenli ve rahat yolculuk.',
      sortOrder: 4,
      image: 'vehicle-suv.webp',
    },
    {
      key: 'luxury',
      name: 'Lüks',
      description:
        'İş seyahatleri ve özel günler için üst segment lüks sedan; takım elbiseli şoför ile prestijli karşılama.',
      sortOrder: 5,
      image: 'vehicle-luxury.webp',
    },
  ],

  vehicles: [
    {
      name: 'Skoda Superb',
      typeKey: 'sedan',
      capacity: 2,
      luggageCapacity: 3,
      features: ['Klima', 'USB şarj', 'Su ikramı', 'Bebek koltuğu talep üzerine', 'Geniş bagaj'],
      image: 'vehicle-sedan.webp',
    },
    {
      name: 'Mercedes-Benz E-Serisi',
      typeKey: 'sedan',
      capacity: 2,
      luggageCapacity: 3,
      features: ['Klima', 'Deri koltuk', 'Wi-Fi', 'USB şarj', 'Su ikramı'],
      image: 'vehicle-sedan-dark.webp',
    },
    {
      name: 'Mercedes-Benz S-Serisi',
      typeKey: 'luxury',
      capacity: 2,
      luggageCapacity: 3,
      features: [
        'Çift bölgeli klima',
        'Deri masaj koltuk',
        'Wi-Fi',
        'Soğuk içecek ikramı',
        'Takım elbiseli şoför',
        'Karartma cam',
      ],
      image: 'vehicle-luxury.webp',
    },
    {
      name: 'Volkswagen Touareg',
      typeKey: 'suv',
      capacity: 5,
      luggageCapacity: 4,
      features: ['4x4 çekiş', 'Klima', 'Deri koltuk', 'Wi-Fi', 'USB şarj', 'Bebek koltuğu talep üzerine'],
      image: 'vehicle-suv.webp',
    },
    {
      name: 'Ford Tourneo Custom',
      typeKey: 'minivan',
      capacity: 5,
      luggageCapacity: 6,
      features: ['Klima', 'USB şarj', 'Su ikramı', 'Geniş bagaj alanı', 'Bebek koltuğu talep üzerine'],
      image: 'vehicle-minivan-grey.webp',
    },
    {
      name: 'Mercedes-Benz Vito VIP',
      typeKey: 'vip',
      capacity: 6,
      luggageCapacity: 6,
      features: [
        'Deri kaptan koltuk',
        'Wi-Fi',
        'TV ve ambiyans aydınlatma',
        'Buzdolabı ve soğuk içecek',
        'USB şarj',
        'Karartma cam',
      ],
      image: 'vehicle-vip.webp',
    },
    {
      name: 'Mercedes-Benz Vito Tourer',
      typeKey: 'minivan',
      capacity: 7,
      luggageCapacity: 8,
      features: ['Klima', 'Wi-Fi', 'USB şarj', 'Su ikramı', 'Bebek koltuğu talep üzerine'],
      image: 'vehicle-minivan.webp',
    },
    {
      name: 'Volkswagen Caravelle',
      typeKey: 'minivan',
      capacity: 9,
      luggageCapacity: 10,
      features: ['Klima', 'Wi-Fi', 'USB şarj', 'Su ikramı', 'Geniş bagaj alanı'],
      image: 'vehicle-minivan-grey.webp',
    },
    {
      name: 'Mercedes-Benz Sprinter VIP',
      typeKey: 'vip',
      capacity: 12,
      luggageCapacity: 12,
      features: [
        'Deri koltuk',
        'Wi-Fi',
        'TV ve ses sistemi',
        'Ambiyans aydınlatma',
        'Soğuk içecek ikramı',
        'USB şarj',
      ],
      image: 'vehicle-vip-sprinter.webp',
    },
    {
      name: 'Mercedes-Benz Sprinter',
      typeKey: 'minivan',
      capacity: 15,
      luggageCapacity: 16,
      features: ['Klima', 'Wi-Fi', 'USB şarj', 'Su ikramı', 'Ayrı bagaj bölümü'],
      image: 'vehicle-sprinter.webp',
    },
    {
      name: 'Mercedes-Benz Sprinter Travel Midibüs',
      typeKey: 'minivan',
      capacity: 20,
      luggageCapacity: 20,
      features: ['Klima', 'Yatar koltuk', 'Mikrofon ve ses sistemi', 'Wi-Fi', 'Geniş bagaj bölümü'],
      image: 'vehicle-midibus.webp',
    },
  ],

  routes,

  extraServices: [
    {
      name: 'Çocuk koltuğu',
      description: '9-36 kg arası çocuklar için yaşa uygun oto koltuğu; ücretsiz olarak araca takılır.',
      priceEuro: 0,
      icon: '👶',
    },
    {
      name: 'Bebek koltuğu',
      description: '0-13 kg bebekler için ana kucağı tipi güvenli bebek koltuğu.',
      priceEuro: 5,
      icon: '🍼',
    },
    {
      name: 'İsim tabelası ile karşılama',
      description: 'Şoförünüz sizi havalimanı çıkışında adınızın yazılı olduğu tabela ile karşılar.',
      priceEuro: 0,
      icon: '🪧',
    },
    {
      name: 'Ek durak',
      description: 'Market, eczane veya başka bir otel için güzergah üzerinde 15 dakikaya kadar ek mola.',
      priceEuro: 10,
      icon: '🛑',
    },
    {
      name: 'Evcil hayvan taşıma',
      description: 'Taşıma çantası veya kafesi içindeki evcil dostunuz için özel hazırlanmış araç.',
      priceEuro: 15,
      icon: '🐾',
    },
    {
      name: 'Su ve ikram',
      description: 'Soğuk su, meşrubat ve atıştırmalıklardan oluşan karşılama ikramı.',
      priceEuro: 5,
      icon: '💧',
    },
    {
      name: 'Türk SIM kart',
      description: '20 GB internet içeren, aktif hâlde teslim edilen turist hattı.',
      priceEuro: 20,
      icon: '📱',
    },
    {
      name: 'Çiçek buketi',
      description: 'Sevdiklerinizi karşılamak için araçta hazır bekleyen taze çiçek buketi.',
      priceEuro: 35,
      icon: '💐',
    },
  ],

  tours: [
    {
      title: 'Kemer Korsan Tekne Turu',
      category: 'Tekne Turu',
      description:
        'Kemer limanından kalkan geleneksel gulet ile Cennet Koyu, Ay Işığı Koyu ve Üç Adalar’ın turkuaz sularında gün boyu yüzme molaları veriyoruz. Teknede hazırlanan öğle yemeği, köpük partisi ve Toros Dağları manzarası eşliğinde unutulmaz bir deniz günü sizi bekliyor.',
      priceEur: 35,
      childrenPriceEur: 18,
      duration: 'Tam gün (09:30–17:00)',
      location: 'Kemer',
      image: 'tour-tekne-turu-kemer.webp',
      features: [
        '4 farklı koyda yüzme molası',
        'Teknede taze öğle yemeği',
        'Köpük partisi ve müzik',
        'Şnorkel ile su altı keşfi',
        'Güneşlenme terası',
      ],
      inclusions: ['Otelden alış ve otele bırakış', 'Öğle yemeği', 'Rehberlik hizmeti', 'Tekne sigortası'],
      exclusions: ['İçecekler', 'Fotoğraf ve video hizmeti', 'Kişisel harcamalar'],
    },
    {
      title: 'Köprülü Kanyon Rafting',
      category: 'Macera',
      description:
        'Köprülü Kanyon Milli Parkı’nda Köprüçay’ın serin ve berrak sularında 14 km’lik rafting parkuru boyunca adrenalin dolu bir gün geçiriyoruz. Sertifikalı rehberlerimiz eşliğinde, ilk kez rafting yapacaklar için de uygun bu turda Roma dönemi Oluk Köprüsü’nü de görme fırsatı buluyorsunuz.',
      priceEur: 40,
      childrenPriceEur: 25,
      duration: 'Tam gün (8 saat)',
      location: 'Köprülü Kanyon Milli Parkı, Manavgat',
      image: 'tour-rafting-koprulu-kanyon.webp',
      features: [
        '14 km rafting parkuru',
        'Sertifikalı rafting rehberleri',
        'Nehirde yüzme molası',
        'Tarihi Oluk Köprüsü',
        '7 yaş ve üzeri için uygun',
      ],
      inclusions: [
        'Otel transferi',
        'Rafting ekipmanı (kask, can yeleği, kürek)',
        'Açık büfe öğle yemeği',
        'Kaza sigortası',
        'Rehberlik hizmeti',
      ],
      exclusions: ['İçecekler', 'Fotoğraf ve video paketi', 'Zipline ve ATV aktiviteleri'],
    },
    {
      title: 'Pamukkale ve Hierapolis Turu',
      category: 'Kültür Turu',
      description:
        'UNESCO Dünya Mirası listesindeki Pamukkale travertenlerinde bembeyaz kireç teraslarının üzerinde çıplak ayakla yürüyor, ılık termal suların keyfini çıkarıyoruz. Hierapolis antik kentinin tiyatrosunu ve nekropolünü gezdikten sonra dileyenler Kleopatra Antik Havuzu’nda yüzebiliyor.',
      priceEur: 65,
      childrenPriceEur: 40,
      duration: 'Tam gün (14 saat)',
      location: 'Pamukkale, Denizli',
      image: 'tour-pamukkale.webp',
      features: [
        'Beyaz traverten terasları',
        'Hierapolis antik kenti',
        'Termal sularda yürüyüş',
        'Profesyonel kokartlı rehber',
        'Yolda kahvaltı molası',
      ],
      inclusions: ['Otel transferi', 'Kahvaltı ve öğle yemeği', 'Müze giriş ücretleri', 'Rehberlik hizmeti'],
      exclusions: ['Kleopatra Antik Havuzu girişi', 'İçecekler', 'Yamaç paraşütü'],
    },
    {
      title: 'Demre – Myra – Kekova Turu',
      category: 'Kültür Turu',
      description:
        'Noel Baba olarak bilinen Aziz Nikolaos’un kilisesini ve Myra’nın kayalara oyulmuş Likya mezarlarını ziyaret ediyoruz. Ardından Üçağız’dan tekneye binerek Kekova’nın denize gömülü batık şehrini, Simena Kalesi’ni ve suyun içindeki Likya lahdini yakından görüyoruz.',
      priceEur: 55,
      childrenPriceEur: null,
      duration: 'Tam gün (12 saat)',
      location: 'Demre, Antalya',
      image: 'tour-demre-myra.webp',
      features: [
        'Myra kaya mezarları',
        'Aziz Nikolaos Kilisesi',
        'Kekova batık şehir tekne turu',
        'Simena (Kaleköy) manzarası',
        'Yüzme molası',
      ],
      inclusions: ['Otel transferi', 'Öğle yemeği', 'Tekne turu', 'Rehberlik hizmeti'],
      exclusions: ['Müze giriş ücretleri', 'İçecekler', 'Kişisel harcamalar'],
    },
    {
      title: 'Perge – Aspendos – Side Antik Kentler Turu',
      category: 'Tarih Turu',
      description:
        'Pamfilya’nın en görkemli üç antik kentini bir günde keşfediyoruz: sütunlu caddeleriyle Perge, dünyanın en iyi korunmuş Roma tiyatrosu Aspendos ve deniz kıyısındaki Apollon Tapınağı ile Side. Uzman rehberimizin anlatımıyla 2000 yıllık tarihe yolculuk yapıyorsunuz.',
      priceEur: 50,
      childrenPriceEur: 25,
      duration: 'Tam gün (10 saat)',
      location: 'Aksu, Serik ve Side',
      image: 'tour-aspendos-perge-side.webp',
      features: [
        'Aspendos Antik Tiyatrosu',
        'Perge sütunlu caddesi',
        'Side Apollon Tapınağı',
        'Side limanında serbest zaman',
        'Uzman arkeolog rehber',
      ],
      inclusions: ['Otel transferi', 'Öğle yemeği', 'Rehberlik hizmeti', 'Klimalı araç'],
      exclusions: ['Ören yeri giriş ücretleri', 'İçecekler'],
    },
    {
      title: 'Toros Dağları Jeep Safari',
      category: 'Macera',
      description:
        'Üstü açık jeeplerle çam ormanları arasındaki toprak yollardan Toros Dağları’nın yüksek yaylalarına tırmanıyoruz. Yörük köyünde gözleme ve ayran molası, buz gibi bir nehirde serinleme ve yol boyunca su savaşlarıyla eğlence dolu bir gün sizi bekliyor.',
      priceEur: 35,
      childrenPriceEur: 20,
      duration: 'Tam gün (7 saat)',
      location: 'Toros Dağları, Kemer',
      image: 'tour-jeep-safari-toros.webp',
      features: [
        'Üstü açık safari jeepleri',
        'Yörük köyü ziyareti',
        'Nehir kenarında mola',
        'Panoramik dağ manzarası',
        'Dileyen misafire direksiyon deneyimi',
      ],
      inclusions: ['Otel transferi', 'Köy usulü öğle yemeği', 'Rehberlik hizmeti', 'Sigorta'],
      exclusions: ['İçecekler', 'Fotoğraf CD’si'],
    },
    {
      title: 'Düden Şelaleleri ve Antalya Şehir Turu',
      category: 'Şehir Turu',
      description:
        'Sularını doğrudan Akdeniz’e döken Aşağı Düden Şelalesi ve yeşillikler içindeki Yukarı Düden’i gezdikten sonra tarihi Kaleiçi’nin dar sokaklarında yürüyoruz. Hadrian Kapısı, Yivli Minare ve eski liman turu ile Antalya’yı bir günde tanıyorsunuz.',
      priceEur: 30,
      childrenPriceEur: 15,
      duration: 'Yarım gün (6 saat)',
      location: 'Antalya',
      image: 'tour-duden-selalesi.webp',
      features: [
        'Aşağı ve Yukarı Düden şelaleleri',
        'Kaleiçi yürüyüşü',
        'Hadrian Kapısı',
        'Eski limanda serbest zaman',
        'İsteğe bağlı kısa tekne turu',
      ],
      inclusions: ['Otel transferi', 'Rehberlik hizmeti', 'Klimalı araç'],
      exclusions: ['Öğle yemeği', 'Tekne turu ücreti', 'Müze girişleri'],
    },
    {
      title: 'Tahtalı Dağı Olympos Teleferik Turu',
      category: 'Doğa Turu',
      description:
        'Tekirova’dan kalkan teleferik ile 2365 metre yükseklikteki Tahtalı Dağı zirvesine yaklaşık 10 dakikada çıkıyoruz. Zirvede bulutların üzerinden Kemer, Antalya ve Olympos kıyılarını kuşbakışı izleyebilir, yazın bile karla karşılaşabilirsiniz.',
      priceEur: 45,
      childrenPriceEur: null,
      duration: 'Yarım gün (5 saat)',
      location: 'Tekirova, Kemer',
      image: 'tour-teleferik-tahtali.webp',
      features: [
        '2365 m zirve',
        'Gidiş-dönüş teleferik',
        'Panoramik seyir terası',
        'Zirvede serbest zaman',
        'Fotoğraf molaları',
      ],
      inclusions: ['Otel transferi', 'Teleferik bileti', 'Rehberlik hizmeti'],
      exclusions: ['Yemek ve içecekler', 'Yamaç paraşütü', 'Kişisel harcamalar'],
    },
    {
      title: 'Alanya Şehir Turu',
      category: 'Şehir Turu',
      description:
        'Selçuklu döneminden kalma Alanya Kalesi’nin surlarında gezerek Kızıl Kule ve tersaneyi görüyor, Damlataş Mağarası’nın şifalı havasını soluyoruz. Gün, Kleopatra Plajı’nda yüzme ve limanda kısa bir tekne gezisiyle sona eriyor.',
      priceEur: 35,
      childrenPriceEur: 18,
      duration: 'Tam gün (8 saat)',
      location: 'Alanya',
      image: 'tour-alanya-kalesi.webp',
      features: [
        'Alanya Kalesi',
        'Kızıl Kule ve tersane',
        'Damlataş Mağarası',
        'Kleopatra Plajı',
        'Liman tekne gezisi',
      ],
      inclusions: ['Otel transferi', 'Öğle yemeği', 'Rehberlik hizmeti', 'Tekne gezisi'],
      exclusions: ['Müze ve kale giriş ücretleri', 'İçecekler'],
    },
    {
      title: 'Yeşil Kanyon Tekne Turu',
      category: 'Doğa Turu',
      description:
        'Oymapınar Baraj Gölü’nün zümrüt yeşili sularında, sarp kanyon duvarları ve çam ormanları arasında tekneyle süzülüyoruz. Gölün en güzel noktalarında yüzme molası veriyor, göl kenarındaki restoranda alabalık veya tavuk menüden oluşan öğle yemeğini yiyoruz.',
      priceEur: 40,
      childrenPriceEur: 20,
      duration: 'Tam gün (9 saat)',
      location: 'Oymapınar Barajı, Manavgat',
      image: 'tour-yesil-kanyon.webp',
      features: [
        'Zümrüt yeşili baraj gölü',
        'Kanyon içinde tekne gezisi',
        'Gölde yüzme molası',
        'Göl kenarında öğle yemeği',
        'Manavgat Şelalesi ziyareti',
      ],
      inclusions: ['Otel transferi', 'Tekne turu', 'Öğle yemeği', 'Rehberlik hizmeti'],
      exclusions: ['İçecekler', 'Kişisel harcamalar'],
    },
    {
      title: 'The Land of Legends Gece Şovu',
      category: 'Eğlence',
      description:
        'Belek’teki The Land of Legends tema parkında masal şatosunun önünde sergilenen su, ışık, lazer ve havai fişek gösterisini izliyoruz. Gösteri öncesinde alışveriş caddesinde gezinip parkın büyülü atmosferinin tadını çıkarabilirsiniz.',
      priceEur: 45,
      childrenPriceEur: 25,
      duration: 'Akşam (4 saat)',
      location: 'Kadriye, Belek',
      image: 'tour-land-of-legends.webp',
      features: [
        'Işık ve su gösterisi',
        'Havai fişek şovu',
        'Masal şatosu',
        'Alışveriş caddesinde serbest zaman',
        'Tekne ile kanal gezisi',
      ],
      inclusions: ['Otel transferi', 'Gösteri giriş bileti', 'Rehber eşliği'],
      exclusions: ['Akşam yemeği', 'Tema parkı oyuncakları', 'İçecekler'],
    },
    {
      title: 'Kapadokya Turu (2 Gün 1 Gece)',
      category: 'Kültür Turu',
      description:
        'Antalya’dan Kapadokya’ya uzanan bu iki günlük turda Göreme Açık Hava Müzesi’ni, peri bacalarını ve yeraltı şehrini keşfediyoruz. Gece mağara otelde konaklıyor, dileyenler sabah gün doğumunda sıcak hava balonuyla vadilerin üzerinde uçuyor.',
      priceEur: 145,
      childrenPriceEur: 95,
      duration: '2 gün 1 gece',
      location: 'Göreme, Nevşehir',
      image: 'tour-kapadokya.webp',
      features: [
        'Peri bacaları ve vadiler',
        'Göreme Açık Hava Müzesi',
        'Kaymaklı Yeraltı Şehri',
        'Mağara otelde konaklama',
        'Türk gecesi (isteğe bağlı)',
      ],
      inclusions: [
        'Otel transferi',
        '1 gece otel konaklaması',
        'Kahvaltı ve 2 öğle yemeği',
        'Rehberlik hizmeti',
        'Müze girişleri',
      ],
      exclusions: ['Sıcak hava balonu uçuşu', 'Akşam yemeği ve içecekler', 'Türk gecesi'],
    },
  ],

  gallery: [
    {
      type: 'image',
      title: 'Konyaaltı’nda Gün Batımı',
      description: 'Beydağları’nın ardında batan güneş ve Konyaaltı sahili.',
      image: 'gallery-konyaalti-gun-batimi.webp',
    },
    {
      type: 'image',
      title: 'Kaleiçi Yat Limanı',
      description: 'Tarihi Kaleiçi evlerinin gölgesinde demirli guletler.',
      image: 'gallery-kaleici-liman.webp',
    },
    {
      type: 'image',
      title: 'Side Apollon Tapınağı',
      description: 'Akdeniz’e karşı yükselen Apollon Tapınağı sütunları.',
      image: 'gallery-side-apollon.webp',
    },
    {
      type: 'image',
      title: 'Kekova Batık Şehir',
      description: 'Simena Kalesi ve denizin içindeki Likya lahdi.',
      image: 'gallery-kekova-lahit.webp',
    },
    {
      type: 'image',
      title: 'Havalimanında Karşılama',
      description: 'Uçağınız indiği anda şoförümüz sizi çıkış kapısında bekliyor.',
      image: 'gallery-havalimani.webp',
    },
    {
      type: 'image',
      title: 'Pamukkale Travertenleri',
      description: 'Turkuaz havuzlarıyla beyaz cennet Pamukkale.',
      image: 'tour-pamukkale.webp',
    },
    {
      type: 'image',
      title: 'Düden Şelalesi',
      description: 'Sularını doğrudan Akdeniz’e döken Aşağı Düden Şelalesi.',
      image: 'tour-duden-selalesi.webp',
    },
    {
      type: 'image',
      title: 'Kemer Koylarında Gulet',
      description: 'Turkuaz koylarda yelken açan geleneksel gulet.',
      image: 'tour-tekne-turu-kemer.webp',
    },
    {
      type: 'image',
      title: 'Kapadokya Balonları',
      description: 'Gün doğumunda peri bacalarının üzerinde süzülen balonlar.',
      image: 'tour-kapadokya.webp',
    },
    {
      type: 'image',
      title: 'VIP Araç Filomuz',
      description: 'Deri koltuklu, Wi-Fi donanımlı Mercedes-Benz Vito VIP.',
      image: 'vehicle-vip.webp',
    },
    {
      type: 'video',
      title: 'Akdeniz’de Gün Batımı',
      description: 'Sakin bir koyda gün batımını izleyen gulet.',
      image: 'gallery-gulet-sunset-poster.webp',
      video: 'gallery-gulet-sunset.mp4',
    },
    {
      type: 'video',
      title: 'Sahil Yolunda VIP Transfer',
      description: 'Antalya sahil yolunda konforlu bir transfer yolculuğu.',
      image: 'hero-coastal-transfer-poster.webp',
      video: 'hero-coastal-transfer.mp4',
    },
  ],

  heroes: [
    {
      title: 'Antalya’nın Her Köşesine Konforlu Transfer',
      subtitle: 'Havalimanı, otel ve şehirlerarası özel transfer',
      description:
        'Antalya ve Gazipaşa havalimanlarından Belek, Side, Alanya, Kemer ve Kaş’a kadar sabit fiyatlı, VIP araçlarla 7/24 özel transfer. Uçağınız rötar yapsa da şoförünüz sizi bekler.',
      video: 'hero-coastal-transfer.mp4',
      poster: 'hero-coastal-transfer-poster.webp',
    },
    {
      title: 'Akdeniz’i Bizimle Keşfedin',
      subtitle: 'Tekne turları, antik kentler ve doğa turları',
      description:
        'Kemer koylarından Pamukkale’ye, Aspendos’tan Kapadokya’ya kadar otelden alışlı, rehberli günlük turlar.',
      video: 'gallery-gulet-sunset.mp4',
      poster: 'gallery-gulet-sunset-poster.webp',
    },
  ],

  about: {
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
  },

  siteSettings: [
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
  ],

  roundTripDiscountPercent: 10,
};
