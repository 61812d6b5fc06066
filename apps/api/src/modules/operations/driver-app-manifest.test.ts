import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { driverAppManifest } from './driver-app-manifest.js';

// The driver's page is installable only if its manifest names PNG icons of 192 and 512 px that
// exist (decision 035): every icon it lists is a file the web app serves, of the declared size.
const PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');

describe("the driver app's icons", () => {
  const { icons } = driverAppManifest('token');

  it('include PNGs of 192 and 512 px and a maskable one', () => {
    const pngSizes = icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable' && i.type === 'image/png')).toBe(true);
  });

  it.each(icons.filter((i) => i.type === 'image/png'))('$src is a PNG of $sizes', async (icon) => {
    const file = path.join(PUBLIC, icon.src);
    expect(existsSync(file), file).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('png');
    expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
  });
});
