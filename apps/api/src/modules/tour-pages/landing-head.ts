import { jsonLdScriptTag, metaDescription, metaTagsHtml, operatorFromSettings, socialMetaTags, travelAgencyJsonLd, type Lang } from '@riviera/domain';
import { OG_IMAGE } from '../site-pages/og-image.js';

/**
 * What the landing page's head adds for link previews and search engines (decision 022): OpenGraph
 * and Twitter tags and the operator as a TravelAgency (name, address, telephone, TÜRSAB licence,
 * social profiles as `sameAs`). `settings` are the public settings in `lang`; `canonical` the
 * landing's absolute URL in that language; `origin` the site's root URL. The preview picture is the
 * PNG the server makes from the logo and the hero (`/og-image.png`): previews ignore an SVG logo.
 */
export function landingHeadExtras(settings: Readonly<Record<string, string>>, lang: Lang, origin: string, canonical: string): string {
  const operator = operatorFromSettings(settings, origin);
  const title = settings.site_title || operator.name;
  const description = metaDescription(settings.footer_description || title);
  const image = `${origin.replace(/\/+$/, '')}${OG_IMAGE.path}`;
  const imageSize = { width: OG_IMAGE.width, height: OG_IMAGE.height, type: OG_IMAGE.type };
  const meta = socialMetaTags({ title, description, url: canonical, image, imageSize, imageAlt: operator.name, lang, siteName: settings.site_name || operator.name, type: 'website' });
  return [metaTagsHtml(meta), jsonLdScriptTag(travelAgencyJsonLd(operator))].join('\n    ');
}
