import { describe, expect, it } from 'vitest';
import { hasImageVariants, imageSrcSet, imageVariantUrl } from './image-variants.js';

describe('image variants', () => {
  it('names a copy after its original, whatever the original was encoded as', () => {
    expect(imageVariantUrl('/uploads/tours/ab12.webp', 480)).toBe('/uploads/tours/ab12-480w.webp');
    expect(imageVariantUrl('/uploads/demo/tour-pamukkale.jpg', 960)).toBe('/uploads/demo/tour-pamukkale-960w.webp');
  });

  it('lists the copies and the original, with their widths, for a use', () => {
    expect(imageSrcSet('/uploads/tours/ab12.webp', 'photo')).toBe(
      '/uploads/tours/ab12-480w.webp 480w, /uploads/tours/ab12-720w.webp 720w, /uploads/tours/ab12-960w.webp 960w, /uploads/tours/ab12.webp 1600w',
    );
  });

  it('has no copies for outside addresses, logos, tickets and copies themselves', () => {
    for (const url of ['https://cdn.example.com/a.webp', '/uploads/demo/logo.svg', '/uploads/tickets/a.png', '/uploads/tours/ab12-480w.webp', null, '']) {
      expect(hasImageVariants(url)).toBe(false);
      expect(imageSrcSet(url, 'photo')).toBeUndefined();
    }
  });
});
