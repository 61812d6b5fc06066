import type { SettingGroup, SettingType } from '@riviera/domain';

export interface SiteSetting {
  id: number;
  key: string;
  value: string;
  type: SettingType;
  group: string;
  description: string;
  is_active: boolean;
}

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
