/// <reference types="vite/client" />

/** A language's catalog, compiled by build/locale-catalogs.ts. */
declare module 'virtual:locale/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Whether this build carries the tests' pseudo-language (vite.config.ts, REELATLAS_PSEUDO_LOCALE). */
declare const __PSEUDO_LOCALE__: boolean;

/** The world map's countries, projected at build time by build/world-shapes.ts. */
declare module 'virtual:world-shapes' {
  const world: import('./components/world-map/map-size.ts').ProjectedWorld;
  export default world;
}

/** Every country's flag image by code (`FR`, `GB-WLS`), drawn at build time by build/flag-images.ts. */
declare module 'virtual:flag-images' {
  const flags: Record<string, string>;
  export default flags;
}
