import { describe, expect, it } from 'vitest';
import { FLAG_IMAGE_WIDTH, flagSvg, renderFlag } from '../../build/flag-images.ts';
import { flagUrl } from './flag-url.ts';

/** A PNG's signature and its size, read from its header chunk. */
function pngSize(png: Buffer) {
  return {
    signature: png.subarray(0, 8).toString('hex'),
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
  };
}

describe('flag images', () => {
  it('gives a country code, in either case, its flag as a PNG, and an unknown code none', () => {
    expect(flagUrl('fr')).toMatch(/\/FR\.png$/);
    expect(flagUrl('FR')).toBe(flagUrl('fr'));
    expect(flagUrl('gb-wls')).toMatch(/\/GB-WLS\.png$/);
    expect(flagUrl('ZZ')).toBeNull();
    expect(flagUrl('')).toBeNull();
  });

  it('draws a flag as a PNG three times its shown size (21 × 14 CSS pixels), 3:2 as drawn', () => {
    const png = renderFlag(flagSvg('SE'));
    expect(pngSize(png)).toEqual({ signature: '89504e470d0a1a0a', width: FLAG_IMAGE_WIDTH, height: 42 });
    expect(FLAG_IMAGE_WIDTH).toBe(3 * 21);
    // A drawn flag, not an empty image: Sweden's blue and yellow compress to more than a blank.
    expect(png.length).toBeGreaterThan(100);
  });
});
