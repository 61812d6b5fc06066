/**
 * Demo content seeded into an empty database in demo mode: a believable Antalya transfer and tour
 * operator (Turkish first). Media names refer to files in `apps/api/seed-media/`, which are generated
 * by `node scripts/generate-demo-media.mjs`. Phone numbers, e-mail and social addresses are
 * placeholders to be replaced by the operator in the back office.
 */
import type { DemoContent } from './demo-content.types.js';
import { demoVehicles, demoVehicleTypes } from './demo-fleet.js';
import { demoGallery, demoHeroes } from './demo-media.js';
import { demoRoutes } from './demo-routes.js';
import { demoAbout, demoSiteSettings } from './demo-site-texts.js';
import { demoTours } from './demo-tours.js';

export const demoContent: DemoContent = {
  currencies: [
    { code: 'EUR', name: 'Euro', symbol: '€', rateToTry: 49.5, isBase: true },
    { code: 'USD', name: 'Amerikan Doları', symbol: '$', rateToTry: 42.5, isBase: false },
    { code: 'GBP', name: 'İngiliz Sterlini', symbol: '£', rateToTry: 56.5, isBase: false },
    { code: 'TRY', name: 'Türk Lirası', symbol: '₺', rateToTry: 1, isBase: false },
    { code: 'PLN', name: 'Polonya Zlotisi', symbol: 'zł', rateToTry: 11.6, isBase: false },
  ],

  vehicleTypes: demoVehicleTypes,
  vehicles: demoVehicles,
  routes: demoRoutes,

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

  tours: demoTours,
  gallery: demoGallery,
  heroes: demoHeroes,
  about: demoAbout,
  siteSettings: demoSiteSettings,

  roundTripDiscountPercent: 10,
};
