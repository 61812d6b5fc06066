import { describe, expect, it } from 'vitest';
import { imageKindOf } from './image-signature.js';

describe('imageKindOf', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(imageKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
  });
  it('refuses a text file named .png and an empty file', () => {
    expect(imageKindOf(new TextEncoder().encode('hello, not a picture'))).toBeNull();
    expect(imageKindOf(new Uint8Array())).toBeNull();
  });
});
