import { z } from 'zod';
import { DISPLAY_ORDER_MIN } from '../limits.js';
import { settingLinkError } from '../links.js';
import { settingRuleError } from '../setting-rules.js';
import { formFlag, formInt, nullableText, requiredText, textList } from './form-values.js';
import { translationsInput } from '../translations.js';
import { SETTING_GROUPS, SETTING_TYPES, type SettingType } from './site-settings.js';

/** Request contracts of the back-office about, site settings, hero videos and gallery screens (back-office §3). Every message is a catalogue key. */

export const aboutInput = z.object({
  title: requiredText('validation.title_required', 200),
  /** HTML; sanitised by the server before it is stored */
  description: requiredText('validation.description_required', 20_000),
  main_description: nullableText(),
  sub_description: nullableText(),
  quote: nullableText(1000),
  features: textList(30, 300).default([]),
  is_active: formFlag.default(true),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('about').optional(),
});
export type AboutInput = z.infer<typeof aboutInput>;

// Site settings ----------------------------------------------------------------------------------

export const SETTING_KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/;

/** Whether a setting value is acceptable for its type (JSON parses; booleans are 'true'/'false'). */
export function settingValueError(type: SettingType, value: string): string | undefined {
  if (type === 'json') {
    try {
      JSON.parse(value);
    } catch {
      return 'validation.json_invalid';
    }
  }
  if (type === 'boolean' && value !== 'true' && value !== 'false') return 'validation.boolean_invalid';
  return undefined;
}

export const siteSettingInput = z
  .object({
    key: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z
        .string('validation.key_required')
        .min(1, 'validation.key_required')
        .max(100, 'validation.text_too_long')
        .regex(SETTING_KEY_PATTERN, 'validation.key_invalid'),
    ),
    value: z.preprocess(
      (v) => (v === undefined || v === null ? '' : typeof v === 'boolean' ? String(v) : v),
      z.string().max(20_000, 'validation.value_too_long'),
    ),
    type: z.enum(SETTING_TYPES, 'validation.setting_type_invalid'),
    group: z.enum(SETTING_GROUPS, 'validation.setting_group_invalid'),
    description: requiredText('validation.description_required', 500),
    is_active: formFlag.default(true),
    /** the other languages' texts (decision 014); left out on an update: kept as they are */
    translations: translationsInput('setting').optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (typeof v.value !== 'string' || !(SETTING_TYPES as readonly string[]).includes(v.type)) return;
      // A link setting's value becomes an href on every public page: only safe schemes (decision 011).
      const err =
        settingValueError(v.type, v.value) ??
        (typeof v.key === 'string'
          ? (settingLinkError(v.key, v.type, v.value) ?? settingRuleError(v.key, v.value))
          : undefined);
      if (err) ctx.addIssue({ code: 'custom', path: ['value'], message: err });
    },
    { when: () => true },
  );
export type SiteSettingInput = z.infer<typeof siteSettingInput>;

/**
 * POST /site-settings/upload-image: the setting an uploaded image is stored for (created as an
 * image setting in `group`, branding by default, when the key is new). The file is the `image` part.
 */
export const siteSettingImageInput = z.object({
  key: siteSettingInput.shape.key,
  group: z.enum(SETTING_GROUPS, 'validation.setting_group_invalid').optional(),
  description: z.string().trim().max(500).optional(),
});
export type SiteSettingImageInput = z.infer<typeof siteSettingImageInput>;

// Heroes, gallery --------------------------------------------------------------------------------

const displayOrder = formInt('validation.order_min').pipe(
  z.number().min(DISPLAY_ORDER_MIN, 'validation.order_min').max(100_000),
);

export const heroInput = z.object({
  title: requiredText('validation.title_required', 200),
  subtitle: requiredText('validation.subtitle_required', 300),
  description: requiredText('validation.description_required', 2000),
  /** defaults to the list length + 1 on create */
  order: displayOrder.optional(),
  is_active: formFlag.default(true),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('hero').optional(),
});
export type HeroInput = z.infer<typeof heroInput>;

export const galleryItemInput = z.object({
  title: requiredText('validation.title_required', 200),
  description: nullableText(2000),
  type: z.enum(['image', 'video'], 'validation.gallery_type_invalid'),
  order: displayOrder.optional(),
  is_active: formFlag.default(true),
  /** the other languages' texts (decision 014); left out on an update: kept as they are */
  translations: translationsInput('gallery').optional(),
});
export type GalleryItemInput = z.infer<typeof galleryItemInput>;
