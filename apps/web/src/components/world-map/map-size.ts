/** The map's own coordinate space; the SVG scales it to the width it is given. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

/** The world as the build projects it into that space (build/world-shapes.ts). */
export interface ProjectedWorld {
  /** Each country's shape: ISO alpha-2 (null for the few shapes without one), atlas name, path ('' when it projects to nothing), centre. */
  shapes: { code: string | null; name: string; d: string; centre: [number, number] }[];
  /** Where each country too small for a shape sits, by alpha-2. */
  dots: Record<string, [number, number]>;
}
