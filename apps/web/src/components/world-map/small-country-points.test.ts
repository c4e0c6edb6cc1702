import { describe, expect, it } from 'vitest';
import { renderModule, shapedCodes, smallCountryPoints } from '../../../build/small-country-points.ts';
import { smallCountryPoints as shipped } from './small-country-points.ts';

describe('small-country-points (generated from world-countries and world-atlas)', () => {
  it('is up to date: regenerate with node --import tsx apps/web/build/small-country-points.ts', () => {
    expect(shipped).toEqual(smallCountryPoints());
    expect(renderModule(smallCountryPoints())).toContain('export const smallCountryPoints');
  });

  it('places the small countries the 110m shapes leave out, at their latitude and longitude', () => {
    const shaped = shapedCodes();
    for (const code of ['SG', 'MT', 'BH', 'MC', 'AD', 'LI', 'GF']) {
      expect(shaped.has(code), code).toBe(false);
      expect(shipped[code], code).toBeDefined();
    }
    // Singapore: 1.37° N, 103.8° E ([longitude, latitude]).
    expect(shipped.SG).toEqual([103.8, expect.closeTo(1.37, 1)]);
    // Countries with a shape get no dot.
    expect(shaped.has('FR')).toBe(true);
    expect(shipped.FR).toBeUndefined();
  });
});
