import type { Lang } from '../i18n/languages.js';
import { toursListPath, tourPagePath } from '../public-paths.js';
import { breadcrumbJsonLd, touristTripJsonLd, type JsonLd, type TourTripInfo } from './json-ld.js';
import { absoluteUrl, metaDescription, socialMetaTags, type MetaTag } from './page-head.js';

/** The breadcrumb's words per language: Ana Sayfa › Turlar › <tour>. */
export const BREADCRUMB_LABELS: Record<Lang, { home: string; tours: string }> = {
  tr: { home: 'Ana Sayfa', tours: 'Turlar' },
  en: { home: 'Home', tours: 'Tours' },
  de: { home: 'Startseite', tours: 'Touren' },
  ru: { home: 'Главная', tours: 'Туры' },
  pl: { home: 'Strona główna', tours: 'Wycieczki' },
};

/** The tour fields a page head needs (a public tour DTO in the page's language has them). */
export interface TourForMeta {
  title: string;
  description: string;
  price: number;
  currency: string;
  location: string;
  image: string | null;
  features: string[];
  slug: string;
  /** a tour with a schedule: its coming departures, for the offers' availability (issue 27) */
  departures?: TourTripInfo['departures'];
}

/** Everything a tour page's head holds besides the hreflang alternates. */
export interface TourPageHead {
  title: string;
  description: string;
  canonical: string;
  meta: MetaTag[];
  jsonLd: JsonLd[];
  breadcrumb: { name: string; path: string }[];
}

/** A tour page's title: the tour, then the operator (the tab, search results and link previews). */
export function tourPageTitle(tourTitle: string, siteName: string): string {
  return `${tourTitle} | ${siteName}`;
}

/**
 * The head of a tour's page in a language: title and description, the canonical URL, OpenGraph and
 * Twitter tags with the tour's photo, and JSON-LD (TouristTrip with its Offer, BreadcrumbList).
 * `siteUrl` is the public root URL (`https://example.com`); `siteName` the operator's name.
 */
export function tourPageHead(tour: TourForMeta, lang: Lang, site: { url: string; name: string }): TourPageHead {
  const path = tourPagePath(tour.slug, lang);
  const canonical = absoluteUrl(site.url, path);
  const image = tour.image ? absoluteUrl(site.url, tour.image) : null;
  const title = tourPageTitle(tour.title, site.name);
  const description = metaDescription(tour.description || tour.title);
  const labels = BREADCRUMB_LABELS[lang];
  const breadcrumb = [
    { name: labels.home, path: lang === 'tr' ? '/' : `/${lang}/` },
    { name: labels.tours, path: toursListPath(lang) },
    { name: tour.title, path },
  ];
  return {
    title,
    description,
    canonical,
    meta: socialMetaTags({ title, description, url: canonical, image, imageAlt: tour.title, lang, siteName: site.name, type: 'article' }),
    jsonLd: [
      touristTripJsonLd({
        name: tour.title,
        description,
        url: canonical,
        image,
        price: tour.price,
        currency: tour.currency,
        inLanguage: lang,
        provider: { name: site.name, url: absoluteUrl(site.url, '/') },
        location: tour.location,
        itinerary: tour.features,
        departures: tour.departures,
      }),
      breadcrumbJsonLd(breadcrumb.map((b) => ({ name: b.name, url: absoluteUrl(site.url, b.path) }))),
    ],
    breadcrumb,
  };
}
