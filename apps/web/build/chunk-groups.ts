import { readFileSync } from 'node:fs';

/**
 * Whether a module is one of the start-up answers' checks: a contracts module written with
 * zod/mini (docs/architecture.md#the-start-up-answers), or the web's zod/mini itself. Their chunk
 * is fetched on every first load, so it holds them and what they import, nothing larger.
 */
export function isStartUpCheck(id: string): boolean {
  if (/zod-mini-jitless\.ts$/.test(id)) return true;
  if (!/packages[\\/]contracts[\\/]src[\\/].*\.ts$/.test(id)) return false;
  return readFileSync(id.split('?')[0] ?? id, 'utf8').includes("from 'zod/mini'");
}

/**
 * How the build splits the app into files (Rolldown's `codeSplitting` groups). Left to itself it
 * made a file of every set of modules a different set of pages shares: the entry came with 19
 * small files and the title page with 21 more, each a request, a preload and a module for the
 * browser to fetch, compile and evaluate. On a 2-core machine that work, shared with the browser's
 * other processes, held the page's main thread longest after its first paint (grouped, Lighthouse's
 * total blocking time on the title pages fell by a third to a half, docs/performance.md#history).
 * Now:
 *
 * - `start`: everything the entry imports statically, in the entry's file;
 * - `start-up`: the start-up answers' checks and their part of Zod, which every page fetches as it
 *   starts (so never in a file with anything larger);
 * - `common`: every module two or more pages share, one file. A page reached first by its address
 *   (the title page's link, sign-in) fetches its own file and this one: a few more kilobytes
 *   than it uses, for one request instead of twenty.
 *
 * Modules of one page only (the world map, the bot check, each language's texts) keep files of
 * their own, fetched when needed.
 */
export const chunkGroups = [
  { name: 'start', tags: ['$initial' as const], priority: 3 },
  { name: 'start-up', test: isStartUpCheck, priority: 2 },
  { name: 'common', minShareCount: 2, priority: 1 },
];
