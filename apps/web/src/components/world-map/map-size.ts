/** The map's own coordinate space; the SVG scales it to the width it is given. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

/** A country's shape in map coordinates. */
export interface CountryShape {
  /** ISO alpha-2 from the shape's ISO numeric id; null for the few shapes without one. */
  code: string | null;
  name: string;
  /** The SVG path ('' in the build's data for a shape that projects to nothing). */
  d: string;
  /** Where keyboard zoom centres on it. */
  centre: [number, number];
}

/** The world as the build projects it into that space (build/world-shapes.ts). */
export interface ProjectedWorld {
  /** Each country's shape, named as the atlas names it. */
  shapes: CountryShape[];
  /** Where each country too small for a shape sits, by alpha-2. */
  dots: Record<string, [number, number]>;
}
