/**
 * Site settings that carry a rule (a whole number within a range). The rule is kept on every path
 * that writes the setting, and readers fall back to the default when a row is missing or unreadable.
 */

/** Hours between booking and pickup the operator needs; 0 only refuses times already past. */
export const BOOKING_MIN_NOTICE_HOURS_KEY = 'booking_min_notice_hours';
/** Months after a trip after which its personal data is erased (KVKK retention). */
export const DATA_RETENTION_MONTHS_KEY = 'data_retention_months';

interface WholeNumberRule {
  min: number;
  max: number;
  fallback: number;
}

const RULES: Readonly<Record<string, WholeNumberRule>> = {
  [BOOKING_MIN_NOTICE_HOURS_KEY]: { min: 0, max: 168, fallback: 0 },
  [DATA_RETENTION_MONTHS_KEY]: { min: 1, max: 120, fallback: 24 },
};

/** The message key for a value its key's rule refuses, or undefined (also for keys without a rule). */
export function settingRuleError(key: string, value: string): string | undefined {
  const rule = RULES[key];
  if (!rule) return undefined;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return 'validation.setting_whole_number';
  const n = Number(text);
  return n >= rule.min && n <= rule.max ? undefined : 'validation.setting_whole_number';
}

/** A rule-carrying setting's value as a number: its default when unset or not within the rule. */
export function wholeNumberSetting(key: string, value: string | null | undefined): number {
  const rule = RULES[key];
  if (!rule) throw new Error(`no rule for setting ${key}`);
  if (value === null || value === undefined || settingRuleError(key, value)) return rule.fallback;
  return Number(value.trim());
}
