import { geoNaturalEarth1, geoPath } from 'd3-geo';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin as VitePlugin } from 'vite';
import atlas from 'world-atlas/countries-110m.json';
import { MAP_HEIGHT, MAP_WIDTH, type ProjectedWorld } from '../src/components/world-map/map-size.ts';
import { smallCountryPoints } from '../src/components/world-map/small-country-points.ts';

const WORLD_SHAPES_ID = 'virtual:world-shapes';
const RESOLVED = '\0world-shapes';

/** Map coordinates are kept to a tenth of a unit: the map is 960 units wide, drawn at most ~1,000 px. */
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Projects world-atlas's 110m countries (Natural Earth projection, Antarctica left out: it
 * carries no streaming offer and would take a sixth of the height) and the small countries'
 * points, once, at build time. Done in the browser, this was one task of about 200 ms (desktop,
 * unthrottled) when the map first showed, and d3-geo and the atlas were most of the map's chunk.
 */
function projectWorld(): ProjectedWorld {
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
  const path = geoPath(projection).digits(1);
  const shapes: ProjectedWorld['shapes'] = [];
  for (const item of features) {
    const code = item.id === undefined ? undefined : countries.numericToAlpha2(String(item.id));
    // A shape that projects to nothing is kept (its country is not drawn as a dot either).
    const d = path(item) ?? '';
    const [x, y] = d ? path.centroid(item) : [0, 0];
    shapes.push({ code: code ?? null, name: item.properties.name, d, centre: [round(x), round(y)] });
  }
  const dots: ProjectedWorld['dots'] = {};
  for (const [code, [longitude, latitude]] of Object.entries(smallCountryPoints)) {
    const projected = projection([longitude, latitude]);
    if (projected) dots[code] = [round(projected[0]), round(projected[1])];
  }
  return { shapes, dots };
}

/** `virtual:world-shapes` for Vite (the app's build, its dev server and the web tests). */
export function worldShapes(): VitePlugin {
  let source: string | undefined;
  return {
    name: 'reelatlas:world-shapes',
    resolveId: (id) => (id === WORLD_SHAPES_ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      source ??= `export default ${JSON.stringify(projectWorld())};`;
      return source;
    },
  };
}
