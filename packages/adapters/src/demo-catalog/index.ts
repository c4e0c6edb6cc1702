export { type DemoOffer, generateDemoAvailability } from './availability.ts';
export { DEMO_PROVIDERS, type DemoProvider, findDemoProvider } from './providers.ts';
export { type DemoTitle, findVegaMoviesFile, loadDemoTitles, parseVegaMovies } from './vega-movies.ts';

/**
 * Bump whenever the generated titles or offers change (data, rules, weights, seed), so the loader
 * knows to rebuild a demo catalog built by an older version. The test pins a fingerprint of the
 * output to this value, so a change that forgets the bump fails there.
 */
export const DEMO_CATALOG_VERSION = 'vega-movies-2';
