import { lazy } from 'react';

/** The world map, fetched with its shapes as a chunk of its own when first drawn. */
export const LazyWorldMapSvg = lazy(() => import('./WorldMapSvg.tsx'));
