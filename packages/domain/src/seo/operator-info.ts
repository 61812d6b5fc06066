import { isAllowedLink } from '../links.js';
import type { OperatorInfo } from './json-ld.js';
import { absoluteUrl } from './page-head.js';

/** The social-profile settings that become the operator's `sameAs`. */
const SOCIAL_KEYS = ['social_facebook', 'social_instagram', 'social_twitter', 'social_youtube', 'social_tripadvisor', 'social_linkedin'] as const;

/**
 * The operator as the public settings (`GET /site-settings`, values by key) describe it, for the
 * landing page's TravelAgency JSON-LD. Only web links count as profiles; the logo becomes absolute.
 */
export function operatorFromSettings(settings: Readonly<Record<string, string | undefined>>, siteUrl: string): OperatorInfo {
  const get = (key: string) => settings[key]?.trim() || undefined;
  const logo = get('logo_url') ?? get('navbar_logo');
  return {
    name: get('company_name') ?? get('site_name') ?? 'Riviera Transfer',
    url: absoluteUrl(siteUrl, '/'),
    logo: logo ? absoluteUrl(siteUrl, logo) : null,
    telephone: get('contact_phone') ?? null,
    email: get('contact_email') ?? null,
    address: get('contact_address') ?? null,
    licence: get('tursab_certificate') ?? null,
    sameAs: SOCIAL_KEYS.map((k) => get(k)).filter((v): v is string => v !== undefined && isAllowedLink(v, 'web')),
  };
}
