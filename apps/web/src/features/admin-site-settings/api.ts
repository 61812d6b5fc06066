import { siteSettingDto, siteSettingListDto, type SettingGroup, type SettingType, type SiteSettingDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** A setting as the back office lists it: the API's contract. */
export type SiteSetting = SiteSettingDto;

/** Every setting, inactive ones included, checked against the contract. */
export const listSiteSettings = () => adminRequest('/site-settings', { schema: siteSettingListDto });

/** Adds a setting; the screen opens the new setting's group, so the answer is checked too. */
export const createSiteSetting = (body: unknown) =>
  adminRequest('/site-settings', { method: 'POST', body, schema: siteSettingDto });

export const SETTINGS_KEY = ['admin', 'site-settings'] as const;

export const GROUP_LABELS: Record<SettingGroup, string> = {
  general: 'Genel',
  appearance: 'Görünüm',
  branding: 'Marka',
  contact: 'İletişim',
  social: 'Sosyal Medya',
  footer: 'Altbilgi',
  certificates: 'Sertifikalar',
};

export const TYPE_LABELS: Record<SettingType, string> = { text: 'Metin', image: 'Görsel', boolean: 'Açık/Kapalı', json: 'JSON' };
