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
 * - `common`: every module two or more pages share, in files by the set of pages that use them
 *   (`entriesAware`), sets under 20 KB merged into their nearest neighbour. One file for all of
 *   them made every page evaluate every shared module: the title page built the sign-in and
 *   profile forms' schemas (Zod objects are built at import), 45–87 ms of a 80–130 ms task at 4×
 *   CPU. Now the title page fetches 8 files, not 3 (41 before any grouping), and evaluates only
 *   what it uses: Lighthouse's blocking time on `/ar/movie` 250 → 138 ms
 *   (docs/performance.md#history).
 *
 * Modules of one page only (the world map, the bot check, each language's texts) keep files of
 * their own, fetched when needed.
 */
export const chunkGroups = [
  { name: 'start', tags: ['$initial' as const], priority: 3 },
  { name: 'start-up', test: isStartUpCheck, priority: 2 },
  { name: 'common', minShareCount: 2, priority: 1, entriesAware: true, entriesAwareMergeThreshold: 20_000 },
];

/**
 * A chunk's file name. The shared files are named by Rolldown after the pages that use them
 * (`common~profile~movie~login~…`, past 100 characters); they are all `common-<hash>.js`.
 */
export function chunkFileName(chunk: { name: string }): string {
  return chunk.name.startsWith('common') ? 'assets/common-[hash].js' : 'assets/[name]-[hash].js';
}
