/**
 * Shapes of the demo content that seeds an empty database in demo mode.
 * Media file names refer to files in `apps/api/seed-media/` (copied to DATA_DIR/uploads on seeding).
 */
export interface DemoCurrency {
  code: string; // max 3
  name: string;
  symbol: string; // max 5
  /** how many TRY one unit buys */
  rateToTry: number;
  isBase: boolean;
}

export interface DemoVehicleType {
  key: 'sedan' | 'minivan' | 'vip' | 'suv' | 'luxury';
  name: string;
  description: string;
  sortOrder: number;
  image: string; // seed-media file name
}

export interface DemoVehicle {
  name: string;
  typeKey: DemoVehicleType['key'];
  capacity: number;
  /** pieces of luggage the boot takes (decision 032) */
  luggageCapacity: number;
  features: string[];
  image: string; // seed-media file name
}

/** One point-to-point route; the seed also creates the reverse direction with the same prices. */
export interface DemoRoute {
  from: string;
  to: string;
  pricesEur: Partial<Record<DemoVehicleType['key'], number>>;
  /** minutes a drive takes, either way (decision 032) */
  driveMinutes: number;
}

export interface DemoExtraService {
  name: string;
  description: string;
  priceEuro: number;
  icon: string; // one emoji
}

export interface DemoTour {
  title: string;
  category: string;
  description: string;
  priceEur: number;
  childrenPriceEur: number | null;
  duration: string; // free text, e.g. 'Tam gün (8 saat)'
  location: string;
  image: string; // seed-media file name
  features: string[];
  inclusions: string[];
  exclusions: string[];
}

export interface DemoGalleryItem {
  type: 'image' | 'video';
  title: string;
  description: string;
  image: string; // for images the picture, for videos the poster
  video?: string; // for videos
}

export interface DemoHero {
  title: string;
  subtitle: string;
  description: string;
  video: string;
  poster: string;
}

export interface DemoAbout {
  title: string;
  /** sanitised HTML */
  description: string;
  mainDescription: string;
  subDescription: string;
  quote: string;
  features: string[];
}

export interface DemoSiteSetting {
  key: string;
  value: string;
  type: 'text' | 'image' | 'boolean' | 'json';
  group: 'general' | 'appearance' | 'branding' | 'contact' | 'social' | 'footer' | 'certificates';
  description: string;
}

export interface DemoContent {
  currencies: DemoCurrency[];
  vehicleTypes: DemoVehicleType[];
  vehicles: DemoVehicle[];
  routes: DemoRoute[];
  extraServices: DemoExtraService[];
  tours: DemoTour[];
  gallery: DemoGalleryItem[];
  heroes: DemoHero[];
  about: DemoAbout;
  siteSettings: DemoSiteSetting[];
  roundTripDiscountPercent: number;
}
