/** The demo gallery and hero videos; file names refer to `apps/api/seed-media/`. */
import type { DemoContent } from './demo-content.types.js';

export const demoGallery: DemoContent['gallery'] = [
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
];

export const demoHeroes: DemoContent['heroes'] = [
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
];
