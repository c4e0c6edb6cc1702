import { geoNaturalEarth1, geoPath } from 'd3-geo';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { countryName } from '../../lib/countries.ts';
import { smallCountryPoints } from './small-country-points.ts';

/** The map's own coordinate space; the SVG scales it to the width it is given. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

export interface CountryShape {
  /** ISO alpha-2 from the shape's ISO numeric id; null for the few shapes without one. */
  code: string | null;
  name: string;
  d: string;
  /** Where keyboard zoom centres on it. */
  centre: [number, number];
}

export interface CountryDot {
  code: string;
  name: string;
  x: number;
  y: number;
}

export interface WorldGeometry {
  shapes: CountryShape[];
  /** Alpha-2 codes that have a shape. */
  shaped: ReadonlySet<string>;
  /** Where a country without a shape sits, in map coordinates, or null when no source knows it. */
  dotAt: (code: string) => { x: number; y: number } | null;
}

let cached: WorldGeometry | undefined;

/**
 * Projects world-atlas's 110m countries once (Natural Earth projection, Antarctica left out: it
 * carries no streaming offer and would take a sixth of the height).
 */
export function worldGeometry(): WorldGeometry {
  if (cached) return cached;
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  const features = collection.features.filter((item) => item.id !== '010');
  const projection = geoNaturalEarth1().fitExtent(
    [
      [4, 4],
      [MAP_WIDTH - 4, MAP_HEIGHT - 4],
    ],
    { type: 'FeatureCollection', features },
  );
  const path = geoPath(projection);
  const shapes: CountryShape[] = [];
  const shaped = new Set<string>();
  for (const item of features) {
    const code = item.id === undefined ? undefined : countries.numericToAlpha2(String(item.id));
    if (code) shaped.add(code);
    const d = path(item);
    if (!d) continue;
    const [x, y] = path.centroid(item);
    shapes.push({
      code: code ?? null,
      name: code ? countryName(code) : item.properties.name,
      d,
      centre: [x, y],
    });
  }
  const dotAt = (code: string) => {
    const point = smallCountryPoints[code];
    const projected = point ? projection([point[0], point[1]]) : null;
    return projected ? { x: projected[0], y: projected[1] } : null;
  };
  cached = { shapes, shaped, dotAt };
  return cached;
}
