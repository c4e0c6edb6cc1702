export { detectTmdbAuth, type TmdbAuth } from './auth.ts';
export { bestMatch } from './best-match.ts';
export {
  CHANGE_WINDOW_DAYS,
  type ChangeFeedCursor,
  type ChangeFeedOptions,
  type ChangeFeedSummary,
  followChangeFeed,
} from './change-feed.ts';
export {
  createTmdbClient,
  type TmdbClient,
  type TmdbClientOptions,
  TmdbError,
  type TmdbFailure,
  type TmdbRetryInfo,
} from './http-client.ts';
export { downloadExport, EXPORT_KINDS, ExportError, exportFileName, readExport } from './id-export.ts';
export { pickTrailer, toAvailability, toCatalogTitle, toSummary } from './map.ts';
export {
  crawlTitleNames,
  type NamesCrawlOptions,
  type NamesCrawlPosition,
  type NamesCrawlSummary,
} from './names-crawl.ts';
export { createRateLimiter, type RateLimiter, RateLimiterBusy } from './rate-limiter.ts';
export { type RefreshSummary, refreshStaleTitles } from './refresh.ts';
export { createSharedRateLimiter } from './shared-rate-limiter.ts';
export { createSingleFlight } from './single-flight.ts';
export { createSpareBudgetLimiter, SpareBudgetSpent } from './spare-budget-limiter.ts';
export {
  exportDayAt,
  syncTitleIndex,
  type TitleIndexSyncOptions,
  type TitleIndexSyncProgress,
  type TitleIndexSyncSummary,
} from './sync-title-index.ts';
export type { DueFactsRound } from './title-source.ts';
export { createTmdbCatalog, type TmdbCatalog, type TmdbCatalogOptions } from './tmdb-catalog.ts';
