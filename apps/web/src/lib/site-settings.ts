import { isAllowedLink, publicSiteSettingsDto, settingLinkKind, type PublicSiteSettingsDto } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@riviera/domain';
import { request } from './api-client';
import { useContentLang } from './content-language';

/** Every active setting's value by key: the API's contract. */
export type SiteSettings = PublicSiteSettingsDto;

/** Built-in values used until (or if) the API answers, so the shell never shows holes. */
const SITE_SETTING_FALLBACKS: SiteSettings = {
  site_name: 'Riviera Transfer & Tur',
  company_name: 'Riviera Transfer & Tur',
  tursab_certificate: '18012',
  tursab_verify_url: 'https://www.tursab.org.tr/tr/ddsv',
};

const LAST_KNOWN_KEY = 'riviera.site-settings';

/**
 * The settings this browser last loaded: what the footer shows when loading them fails, so the
 * operator's phone, e-mail and address stay reachable exactly when something is wrong.
 */
function lastKnownSettings(): SiteSettings | undefined {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(LAST_KNOWN_KEY);
    return raw ? (JSON.parse(raw) as SiteSettings) : undefined;
  } catch {
    return undefined;
  }
}

function rememberSettings(settings: SiteSettings): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify(settings));
  } catch {
    // storage full or refused: the built-in values remain
  }
}

/** Query options, shared by the hook and the start-up prefetch (main.tsx). */
export const siteSettingsQuery = (lang: Lang) => ({
  queryKey: ['site-settings', lang],
  queryFn: async () => {
    const settings = await request('/site-settings/public', { query: { lang }, schema: publicSiteSettingsDto });
    rememberSettings(settings);
    return settings;
  },
  staleTime: 60_000,
});

/** The settings in the language on screen (the public text settings are translated, decision 014). */
export function useSiteSettings() {
  return useQuery(siteSettingsQuery(useContentLang()));
}

/**
 * A setting's value; without loaded settings (still loading, or failed) the ones this browser last
 * loaded, then the built-in one. Blank values count as unset.
 */
export function settingOf(settings: SiteSettings | undefined, key: string): string | undefined {
  const v = (settings ?? lastKnownSettings())?.[key]?.trim();
  return v ? v : SITE_SETTING_FALLBACKS[key];
}

/**
 * A link setting's value for an href, only when it is a link of its key's kind (http(s), mailto:,
 * tel:, https://wa.me/); otherwise the built-in link, or nothing. Rows stored before the server
 * checked links (a `javascript:` URL) are therefore never rendered as a link.
 */
export function settingLinkOf(settings: SiteSettings | undefined, key: string): string | undefined {
  const kind = settingLinkKind(key) ?? 'any';
  return [settingOf(settings, key), SITE_SETTING_FALLBACKS[key]].find((v) => v !== undefined && isAllowedLink(v, kind));
}

/** Digits-only form of a phone number for tel: and WhatsApp links. */
export const phoneDigits = (phone: string): string => phone.replace(/[^\d+]/g, '');
