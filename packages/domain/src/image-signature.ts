/**
 * What a file really is, from its first bytes, not its name: a `.png` name or a browser-guessed
 * type says nothing about the contents. The server checks the same way (file-type), so the
 * ticket picker can refuse at once what the server would refuse after 'Rezervasyonu Tamamla'.
 */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** How many leading bytes {@link imageKindOf} needs. */
export const IMAGE_SIGNATURE_BYTES = 8;

const startsWith = (head: Uint8Array, sig: readonly number[]) =>
  head.length >= sig.length && sig.every((b, i) => head[i] === b);

/** 'png' or 'jpeg' when the bytes start like one; null for anything else. */
export function imageKindOf(head: Uint8Array): 'png' | 'jpeg' | null {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  return null;
}
