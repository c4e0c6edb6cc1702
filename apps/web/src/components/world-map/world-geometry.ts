import world from 'virtual:world-shapes';
import { countryName } from '../../lib/countries.ts';

import type { CountryShape } from './map-size.ts';

export { MAP_HEIGHT, MAP_WIDTH } from './map-size.ts';

export interface WorldGeometry {
  shapes: CountryShape[];
  /** Alpha-2 codes that have a shape. */
  shaped: ReadonlySet<string>;
  /** Where a country without a shape sits, in map coordinates, or null when no source knows it. */
  dotAt: (code: string) => { x: number; y: number } | null;
}

let cached: WorldGeometry | undefined;

/**
 * The countries' shapes, projected at build time (build/world-shapes.ts), named in the page's
 * language.
 */
export function worldGeometry(): WorldGeometry {
  if (cached) return cached;
  const shaped = new Set(world.shapes.flatMap((shape) => (shape.code ? [shape.code] : [])));
  const shapes = world.shapes
    .filter((shape) => shape.d !== '')
    .map((shape) => ({ ...shape, name: shape.code ? countryName(shape.code) : shape.name }));
  const dotAt = (code: string) => {
    const point = world.dots[code];
    return point ? { x: point[0], y: point[1] } : null;
  };
  cached = { shapes, shaped, dotAt };
  return cached;
}
