import { AppError } from './app-error.js';

/**
 * A NUL character has no place in any text a visitor or an admin types, and PostgreSQL cannot
 * store one in a text column at all (the insert fails), so it is refused at the door on both
 * databases alike rather than left to surface as a database error.
 */
const NUL = '\u0000';

interface Pending {
  value: unknown;
  key: string | null;
  parent: Pending | null;
}

const pathOf = (at: Pending): string => {
  const keys: string[] = [];
  for (let p: Pending | null = at; p && p.key !== null; p = p.parent) keys.push(p.key);
  return keys.reverse().join('.');
};

/**
 * Where parsed input (a JSON body, a query or route parameters) first holds a NUL character, in a
 * text or in a key, as a dotted path (`guests.0.name`), or null when nowhere. Walks with its own
 * stack, not recursion, so a deeply nested body cannot overflow the call stack; the work is bounded
 * by the body size limit.
 */
export function findNulCharacter(input: unknown): string | null {
  const stack: Pending[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const at = stack.pop()!;
    const { value } = at;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(at) || '_';
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, key: String(i), parent: at }));
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        const entry: Pending = { value: v, key: k, parent: at };
        if (k.includes(NUL)) return pathOf(entry);
        stack.push(entry);
      }
    }
  }
  return null;
}

/** The 422 for a text with a NUL character, as a field error on that field. */
export const nulCharacterError = (field: string): AppError =>
  new AppError(422, 'error.validation', { [field]: ['validation.invalid_character'] });

/** Throws the 422 when a multipart text field holds a NUL character (fields named as the JSON paths are). */
export function assertNoNulCharacter(fieldName: string, value: string): void {
  if (value.includes(NUL) || fieldName.includes(NUL)) {
    throw nulCharacterError(
      fieldName
        .replace(/\]/g, '')
        .split('[')
        .filter((s) => s !== '')
        .join('.') || '_',
    );
  }
}
