/**
 * Learns a plausible request body for an operation whose document has no body schema (multipart
 * forms, JSON read by the handler): the app's own 422 answers name the fields it wants
 * (`errors: { "guests.0.name": [...] }`), and trying a few common values per field shows which
 * kind each accepts. Mutations then start from that body, so the other fields pass validation
 * and the mutated one reaches the service and the database.
 */

export type JsonObject = Record<string, unknown>;

/** Dotted error keys → path segments; '_' (the body itself) has none. */
export const splitPath = (key: string): string[] =>
  key === '_' ? [] : key.split('.').filter((s) => s !== '');

const isIndex = (segment: string) => /^\d{1,3}$/.test(segment);

/** Sets a value at a path, creating objects and (for small numeric segments) arrays on the way. */
export function setPath(target: JsonObject, path: readonly string[], value: unknown): void {
  if (path.length === 0) return;
  let node: Record<string, unknown> | unknown[] = target;
  path.forEach((segment, i) => {
    const record = node as Record<string, unknown>;
    if (i === path.length - 1) {
      record[segment] = value;
      return;
    }
    const current = record[segment];
    if (current === null || typeof current !== 'object') record[segment] = isIndex(path[i + 1]!) ? [] : {};
    node = record[segment] as Record<string, unknown> | unknown[];
  });
}

/** Removes the value at a path (a no-op when the path does not exist). */
export function deletePath(target: JsonObject, path: readonly string[]): void {
  let node: unknown = target;
  for (const segment of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    node = (node as Record<string, unknown>)[segment];
  }
  if (node !== null && typeof node === 'object' && path.length) {
    if (Array.isArray(node)) node.splice(Number(path.at(-1)), 1);
    else delete (node as Record<string, unknown>)[path.at(-1)!];
  }
}

export const clone = <T>(value: T): T => structuredClone(value);

/**
 * Values tried for every field the app complains about, in order; the first that silences the
 * complaint is kept. Generic on purpose: names, e-mail, phone, dates, times, numbers, flags,
 * currency and status words, a URL, a colour, lists, a per-language text and a person.
 */
export const LEARNING_CANDIDATES: readonly unknown[] = [
  'Antalya Havalimanı (AYT)',
  1,
  'test@example.com',
  '+905321234567',
  '2031-06-15',
  '10:30',
  true,
  'EUR',
  'pending',
  'https://example.com/',
  { tr: 'Fuzz başlık', en: 'Fuzz title' },
  [{ name: 'Ayşe', surname: 'Yılmaz' }],
  [1],
  { small: 1, medium: 0, large: 0 },
];

export interface LearningProbe {
  /** sends a body; the field keys of a 422 answer's `errors`, or [] for any other answer */
  (body: JsonObject): Promise<string[]>;
}

/** Whether an answer still complains about a field (or anything under it). */
const complainsAbout = (errors: readonly string[], field: string) =>
  errors.some((e) => e === field || e.startsWith(`${field}.`));

/**
 * Up to `rounds` rounds of: send the body, and for every field still refused, try each candidate
 * (one request per candidate, all refused fields at once). Returns the body and every field key
 * seen, which are the paths the mutations aim at.
 */
export async function learnBody(
  start: JsonObject,
  probe: LearningProbe,
  rounds = 2,
): Promise<{ body: JsonObject; fields: string[] }> {
  const body = clone(start);
  const seen = new Set<string>(Object.keys(start));
  for (let round = 0; round < rounds; round++) {
    const refused = (await probe(body)).filter((k) => k !== '_');
    refused.forEach((k) => seen.add(k));
    if (refused.length === 0) break;
    const answers: string[][] = [];
    for (const candidate of LEARNING_CANDIDATES) {
      const trial = clone(body);
      for (const field of refused) setPath(trial, splitPath(field), clone(candidate));
      const errors = await probe(trial);
      errors.forEach((k) => seen.add(k));
      answers.push(errors);
    }
    let progress = false;
    for (const field of refused) {
      // Accepted outright, else accepted in shape with inner fields still refused (next round fixes those).
      let index = answers.findIndex((errors) => !complainsAbout(errors, field));
      if (index < 0)
        index = answers.findIndex((errors) => !errors.includes(field) && complainsAbout(errors, field));
      if (index < 0) continue;
      setPath(body, splitPath(field), clone(LEARNING_CANDIDATES[index]));
      progress = true;
    }
    if (!progress) break;
  }
  seen.delete('_');
  return { body, fields: [...seen] };
}
