/** Timestamps are stored as ISO-8601 UTC text in both dialects. */
export const nowIso = (): string => new Date().toISOString();

export const toFlag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** Parses a JSON array of strings stored in a text column; a damaged value reads as empty. */
export function parseStringList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
