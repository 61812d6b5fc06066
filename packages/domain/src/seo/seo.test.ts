import { describe, expect, it } from 'vitest';

/** JSON-LD as a parser reads it back from the page. */
const parsed = (text: string) => JSON.parse(text) as Record<string, unknown> & { itemListElement: { name: string; item: string; position: number }[] };
import { breadcrumbJsonLd, jsonLdScriptTag, jsonLdScriptText, touristTripJsonLd, travelAgencyJsonLd } from './json-ld.js';
import { operatorFromSettings } from './operator-info.js';
import { metaDescription, metaTagsHtml, socialMetaTags } from './page-head.js';
import { tourPageHead } from './tour-page-meta.js';

const SITE = { url: 'https://riviera.example', name: 'Riviera Transfer' };
const tour = {
  title: 'Gece Şovu </script><script>alert(1)</script>',
  description: 'Akşam yemeği ve gösteri. '.repeat(12),
  price: 35.5,
  currency: 'EUR',
  location: 'Side',
  image: '/uploads/tours/abc.webp',
  features: ['Otel transferi', 'Akşam yemeği'],
  slug: 'gece-sovu',
};

describe('jsonLdScriptText', () => {
  it('keeps a title holding </script> inside the script and parses back to the same data', () => {
    const data = { '@type': 'Thing', name: '</script><!-- & \u2028' };
    const text = jsonLdScriptText(data);
    expect(text).not.toMatch(/<|>|&/);
    expect(text).not.toContain('\u2028');
    expect(parsed(text)).toEqual(data);
  });
});

describe('tourPageHead', () => {
  it('describes the tour page in its language with an absolute image, a canonical URL and valid JSON-LD', () => {
    const head = tourPageHead(tour, 'en', SITE);
    expect(head.canonical).toBe('https://riviera.example/en/tours/gece-sovu');
    expect(head.title).toBe(`${tour.title} | Riviera Transfer`);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
    const trip = parsed(jsonLdScriptText(head.jsonLd[0]!));
    expect(trip).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: tour.title,
      image: 'https://riviera.example/uploads/tours/abc.webp',
      inLanguage: 'en',
      offers: { '@type': 'Offer', price: 35.5, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: head.canonical },
    });
    const crumbs = parsed(jsonLdScriptText(head.jsonLd[1]!));
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', 'https://riviera.example/en/'],
      [2, 'Tours', 'https://riviera.example/en/#tours'],
      [3, tour.title, 'https://riviera.example/en/tours/gece-sovu'],
    ]);
    expect(tourPageHead(tour, 'tr', SITE).breadcrumb.map((b) => b.name)).toEqual(['Ana Sayfa', 'Turlar', tour.title]);
  });

  it('gives link previews the large-image card and escapes the tags it writes as HTML', () => {
    const head = tourPageHead(tour, 'de', SITE);
    const byKey = Object.fromEntries(head.meta.filter((m) => m.property !== 'og:locale:alternate').map((m) => [m.property ?? m.name ?? '', m.content] as const));
    expect(byKey).toMatchObject({
      'og:type': 'article',
      'og:url': 'https://riviera.example/de/touren/gece-sovu',
      'og:image': 'https://riviera.example/uploads/tours/abc.webp',
      'og:locale': 'de_DE',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://riviera.example/uploads/tours/abc.webp',
    });
    expect(head.meta.filter((m) => m.property === 'og:locale:alternate')).toHaveLength(4);
    const html = metaTagsHtml(head.meta);
    expect(html).not.toContain('</script>');
    expect(html).toContain('&lt;/script&gt;');
  });

  it('falls back to the small card without an image', () => {
    const tags = socialMetaTags({ title: 't', description: 'd', url: 'https://x.example/', image: null, lang: 'tr', siteName: 's', type: 'website' });
    expect(tags.find((t) => t.name === 'twitter:card')?.content).toBe('summary');
    expect(tags.some((t) => t.property === 'og:image')).toBe(false);
  });
});

describe('metaDescription', () => {
  it('strips tags and white space and keeps short text whole', () => {
    expect(metaDescription('<p>Tekne  turu\n ve <b>yüzme</b></p>')).toBe('Tekne turu ve yüzme');
  });
});

describe('the operator', () => {
  it('is a TravelAgency with address, telephone, the TÜRSAB licence and its social profiles', () => {
    const op = operatorFromSettings(
      {
        company_name: 'Riviera Turizm',
        contact_phone: '+90 242 000 00 00',
        contact_address: 'Lara Cd. 1, Antalya',
        tursab_certificate: '18012',
        logo_url: '/uploads/branding/logo.svg',
        social_facebook: 'https://facebook.com/riviera',
        social_instagram: 'javascript:alert(1)',
        social_twitter: '',
      },
      SITE.url,
    );
    const ld = parsed(jsonLdScriptText(travelAgencyJsonLd(op)));
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      name: 'Riviera Turizm',
      url: 'https://riviera.example/',
      logo: 'https://riviera.example/uploads/branding/logo.svg',
      image: 'https://riviera.example/uploads/branding/logo.svg',
      telephone: '+90 242 000 00 00',
      address: { '@type': 'PostalAddress', streetAddress: 'Lara Cd. 1, Antalya', addressCountry: 'TR' },
      identifier: { '@type': 'PropertyValue', propertyID: 'TÜRSAB', name: 'TÜRSAB belge no', value: '18012' },
      sameAs: ['https://facebook.com/riviera'],
    });
  });
  it('leaves absent values out', () => {
    const ld = travelAgencyJsonLd(operatorFromSettings({}, SITE.url));
    expect(Object.keys(ld).sort()).toEqual(['@context', '@type', 'name', 'url']);
    expect(breadcrumbJsonLd([]).itemListElement).toEqual([]);
    expect(touristTripJsonLd({ name: 'a', description: 'b', url: 'u', price: 10, currency: 'TRY', inLanguage: 'tr', provider: SITE }).image).toBeUndefined();
  });
});

describe('jsonLdScriptTag', () => {
  it('writes one script element whose text a crawler parses back', () => {
    const tag = jsonLdScriptTag(breadcrumbJsonLd([{ name: '</script><script>x()</script>', url: 'https://x.example/' }]));
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const body = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(tag)?.[1] ?? '';
    expect(parsed(body).itemListElement[0]!.name).toBe('</script><script>x()</script>');
  });
});
