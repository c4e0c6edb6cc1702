import {
  DEMO_CATALOG_VERSION,
  generateDemoAvailability,
  loadDemoTitles,
} from '@reelatlas/adapters/demo-catalog';
import {
  type Db,
  deleteMeta,
  readMeta,
  replaceCatalog,
  storedCatalogSources,
  writeMeta,
} from '@reelatlas/db';
import type { Logger } from 'pino';

const META_KEY = 'demo_catalog_version';

/**
 * Builds the demo catalog into the database on first start, and again only when the generator's
 * version changes, so a second start on the same data dir skips it.
 */
export async function ensureDemoCatalog(db: Db, logger: Logger): Promise<void> {
  if ((await readMeta(db, META_KEY)) === DEMO_CATALOG_VERSION) return;
  // Live titles (imported, or TMDb's cache) are real data: demo data must not mix in.
  if ((await storedCatalogSources(db)).live) return;
  const started = performance.now();
  logger.info('building the demo catalog (first start)…');
  // Leaving dates fall in the weeks after the day the catalog is built.
  const today = new Date().toISOString().slice(0, 10);
  const items = loadDemoTitles().map((title) => ({
    type: title.type,
    id: title.id,
    title: title.title,
    year: title.year,
    rating: title.rating,
    votes: title.votes,
    popularity: title.popularity,
    description: title.description,
    thumbnail: title.thumbnail,
    trailerUrl: title.trailerUrl,
    seasons: null,
    availability: generateDemoAvailability(title, today),
    // Its English names, as a live title's are stored (equal to the title: not searched twice).
    names: [{ kind: 'english' as const, name: title.title, language: 'en', country: null }],
  }));
  await replaceCatalog(db, 'demo', items);
  await writeMeta(db, META_KEY, DEMO_CATALOG_VERSION);
  const rows = items.reduce((sum, item) => sum + item.availability.length, 0);
  logger.info(
    { titles: items.length, availabilityRows: rows, ms: Math.round(performance.now() - started) },
    'demo catalog ready',
  );
}

/**
 * Removes the demo catalog: with TMDb or imported titles, generated demo availability must not be
 * mixed in, nor its made-up ids collide with TMDb's. A later start without a token serves the
 * stored live titles; an empty database gets the demo catalog again.
 */
export async function removeDemoCatalog(db: Db, logger: Logger): Promise<void> {
  if (!(await storedCatalogSources(db)).demo) return;
  await replaceCatalog(db, 'demo', []);
  await deleteMeta(db, META_KEY);
  logger.info('removed the demo catalog (live catalog in use)');
}
