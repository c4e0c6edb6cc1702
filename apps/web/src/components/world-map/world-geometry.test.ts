import { expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, worldGeometry } from './world-geometry.ts';

const inside = ([x, y]: readonly [number, number]) => x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;

it('draws the countries the build projected, inside the map, Antarctica left out', () => {
  const { shapes, shaped } = worldGeometry();
  const byCode = new Map(shapes.map((shape) => [shape.code, shape]));
  for (const code of ['US', 'BR', 'FR', 'JP', 'AU', 'ZA']) {
    const shape = byCode.get(code);
    expect(shape?.d, code).toMatch(/^M[\d.,-]+L/);
    expect(inside(shape?.centre ?? [-1, -1]), code).toBe(true);
    expect(shaped.has(code)).toBe(true);
  }
  expect(shaped.has('AQ')).toBe(false);
  // The Natural Earth projection: west is left, north is up.
  const [us, jp, au] = ['US', 'JP', 'AU'].map((code) => byCode.get(code)?.centre ?? [0, 0]);
  expect(us?.[0]).toBeLessThan(jp?.[0] ?? 0);
  expect(jp?.[1]).toBeLessThan(au?.[1] ?? 0);
});

it('names the shapes in the page language and places the small countries as dots', () => {
  const { shapes, shaped, dotAt } = worldGeometry();
  expect(shapes.find((shape) => shape.code === 'DE')?.name).toBe('Germany');
  for (const code of ['SG', 'MT', 'AD']) {
    expect(shaped.has(code), code).toBe(false);
    const dot = dotAt(code);
    expect(dot && inside([dot.x, dot.y]), code).toBe(true);
  }
  // Singapore is east of Malta and south of it.
  const [sg, mt] = [dotAt('SG'), dotAt('MT')];
  expect(sg?.x).toBeGreaterThan(mt?.x ?? Number.POSITIVE_INFINITY);
  expect(sg?.y).toBeGreaterThan(mt?.y ?? Number.POSITIVE_INFINITY);
  expect(dotAt('ZZ')).toBeNull();
});
