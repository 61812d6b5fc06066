/**
 * JSON-LD for search engines (schema.org): the operator as a TravelAgency, a tour as a TouristTrip
 * with its Offer, and the breadcrumb. Pure builders; the page writes their output into
 * `<script type="application/ld+json">` through {@link jsonLdScriptText}.
 */

/** A JSON-LD object: plain JSON values only. */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

/**
 * The JSON text to put between `<script type="application/ld+json">` and `</script>`. `<`, `>` and
 * `&` are written as JSON escapes, so a title holding `</script>` or `<!--` cannot end the script
 * early, and the text stays the same JSON to a parser. U+2028/U+2029 are escaped for old parsers.
 */
export function jsonLdScriptText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The operator as its settings describe it; absent values are left out of the JSON-LD. */
export interface OperatorInfo {
  name: string;
  /** the site's absolute root URL */
  url: string;
  logo?: string | null;
  telephone?: string | null;
  email?: string | null;
  /** the postal address as one line (the settings keep it as one text) */
  address?: string | null;
  /** the TÜRSAB licence number */
  licence?: string | null;
  /** absolute URLs of the operator's social profiles */
  sameAs?: readonly string[];
}

const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The operator as a schema.org TravelAgency (the landing page). */
export function travelAgencyJsonLd(op: OperatorInfo): JsonLd {
  const out: JsonLd = { '@context': 'https://schema.org', '@type': 'TravelAgency', name: op.name, url: op.url };
  if (present(op.logo)) {
    out.logo = op.logo;
    out.image = op.logo;
  }
  if (present(op.telephone)) out.telephone = op.telephone;
  if (present(op.email)) out.email = op.email;
  if (present(op.address)) out.address = { '@type': 'PostalAddress', streetAddress: op.address, addressCountry: 'TR' };
  // schema.org has no licence property for a travel agency; a named identifier is how one is said.
  if (present(op.licence)) out.identifier = { '@type': 'PropertyValue', propertyID: 'TÜRSAB', name: 'TÜRSAB belge no', value: op.licence };
  const sameAs = (op.sameAs ?? []).filter(present);
  if (sameAs.length > 0) out.sameAs = sameAs;
  return out;
}

/** What a tour's JSON-LD says: its texts in the page's language and its price as shown. */
export interface TourTripInfo {
  name: string;
  description: string;
  /** the page's absolute URL */
  url: string;
  /** absolute URL of the photo */
  image?: string | null;
  /** the adult price and its ISO 4217 currency */
  price: number;
  currency: string;
  /** the page's language (BCP 47) */
  inLanguage: string;
  /** the operator, by name and root URL */
  provider: { name: string; url: string };
  location?: string | null;
  /** the tour's highlights */
  itinerary?: readonly string[];
  /**
   * a tour with a schedule (issue 27): its departures in the coming weeks. The offers then say each
   * departure's availability instead of one offer that is always in stock.
   */
  departures?: readonly { date: string; time: string; availability: 'available' | 'sold_out' | 'closed'; seats_left: number }[] | undefined;
}

const SCHEMA_AVAILABILITY = {
  available: 'https://schema.org/InStock',
  sold_out: 'https://schema.org/SoldOut',
} as const;

/** Departures named in the JSON-LD at most (a search engine needs the next ones, not a season). */
const JSON_LD_DEPARTURES_MAX = 20;

/** The offers of a tour: one always in stock, or one per bookable or sold-out departure (Istanbul time). */
function offersOf(trip: TourTripInfo): JsonLd | JsonLd[] {
  // schema.org wants a dot-decimal number without thousands separators
  const base = { '@type': 'Offer', price: Number(trip.price.toFixed(2)), priceCurrency: trip.currency, url: trip.url };
  if (!trip.departures) return { ...base, availability: 'https://schema.org/InStock' };
  const shown = trip.departures.filter((d) => d.availability !== 'closed').slice(0, JSON_LD_DEPARTURES_MAX);
  if (shown.length === 0) return { ...base, availability: 'https://schema.org/SoldOut' };
  return shown.map((d) => ({
    ...base,
    availability: SCHEMA_AVAILABILITY[d.availability as 'available' | 'sold_out'],
    // the departure's start, Istanbul's offset written out (Turkey keeps +03:00 all year)
    availabilityStarts: `${d.date}T${d.time}:00+03:00`,
    inventoryLevel: { '@type': 'QuantitativeValue', value: d.seats_left },
  }));
}

/** A tour as a schema.org TouristTrip with one Offer (a tour page). */
export function touristTripJsonLd(trip: TourTripInfo): JsonLd {
  const out: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.name,
    description: trip.description,
    url: trip.url,
    inLanguage: trip.inLanguage,
    provider: { '@type': 'TravelAgency', name: trip.provider.name, url: trip.provider.url },
    offers: offersOf(trip),
  };
  if (present(trip.image)) out.image = trip.image;
  if (present(trip.location)) out.itinerary = { '@type': 'Place', name: trip.location };
  const highlights = (trip.itinerary ?? []).filter(present);
  if (highlights.length > 0) out.keywords = highlights.join(', ');
  return out;
}

/** A breadcrumb from the home page to the page itself (absolute URLs, the last one the page). */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/** A JSON-LD block as HTML for a server-rendered head (script-safe, see {@link jsonLdScriptText}). */
export function jsonLdScriptTag(data: JsonLd | JsonLd[]): string {
  return `<script type="application/ld+json">${jsonLdScriptText(data)}</script>`;
}
