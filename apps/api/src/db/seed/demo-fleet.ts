/** The demo fleet: the five vehicle types and the cars of each (demo content, see demo-content.ts). */
import type { DemoContent } from './demo-content.types.js';

export const demoVehicleTypes: DemoContent['vehicleTypes'] = [
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
];

export const demoVehicles: DemoContent['vehicles'] = [
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
];
