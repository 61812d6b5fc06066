/** PNR rule from the spec (§5, §9): 4-10 uppercase letters or digits. */
export const PNR_PATTERN = /^[A-Z0-9]{4,10}$/;
export const PNR_MIN_LENGTH = 4;
export const PNR_MAX_LENGTH = 10;
/** Length of newly generated codes: 31^8 ≈ 8.5·10^11 codes, hard to guess, easy to read out. */
const PNR_DEFAULT_LENGTH = 8;

/**
 * Symbols for new PNR codes. 0/O, 1/I/L are left out because they are confused when a code is
 * read over the phone or copied from a screenshot. (Validation still accepts all of A-Z and 0-9,
 * so older codes and the 'ORN000042' fallback stay valid.)
 */
export const PNR_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Fills the array with random bytes, like `crypto.getRandomValues`. */
export type RandomFill = (bytes: Uint8Array) => unknown;

interface CryptoLike {
  getRandomValues(bytes: Uint8Array): Uint8Array;
}

function defaultRandom(bytes: Uint8Array): void {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (!crypto) throw new Error('globalThis.crypto.getRandomValues is not available');
  crypto.getRandomValues(bytes);
}

/** Trim and upper-case what a visitor typed (the lookup field forces upper case too). */
export function normalizePnr(s: string): string {
  return s.trim().toUpperCase();
}

export function isValidPnr(x: unknown): x is string {
  return typeof x === 'string' && PNR_PATTERN.test(x);
}

/**
 * A new random PNR over {@link PNR_ALPHABET}. Uniform: bytes at or above the largest multiple of
 * the alphabet size (248 for 31 symbols) are rejected instead of being folded with `%`, which would
 * make the first symbols more likely. Uniqueness across transfers and tours is the caller's job
 * (retry on a unique-constraint conflict).
 */
export function generatePnr(length: number = PNR_DEFAULT_LENGTH, random: RandomFill = defaultRandom): string {
  if (!Number.isInteger(length) || length < PNR_MIN_LENGTH || length > PNR_MAX_LENGTH) {
    throw new RangeError(`PNR length must be ${PNR_MIN_LENGTH}-${PNR_MAX_LENGTH}, got ${String(length)}`);
  }
  const size = PNR_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  // A working source rejects ~3 % of bytes; a source stuck on rejected bytes must not hang us.
  for (let round = 0; code.length < length; round++) {
    if (round >= 100) throw new Error('random source keeps returning unusable bytes');
    const bytes = new Uint8Array((length - code.length) * 2);
    random(bytes);
    for (const byte of bytes) {
      if (byte >= limit) continue;
      code += PNR_ALPHABET.charAt(byte % size);
      if (code.length === length) break;
    }
  }
  return code;
}
