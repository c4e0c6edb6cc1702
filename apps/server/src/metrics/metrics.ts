import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What /metrics reports (Prometheus text format). One registry per server, so tests that start
 * several servers in one process keep their numbers apart. Labels are bounded sets only: route
 * patterns (never raw paths), error codes, outcomes; no user, IP or query ever becomes a label.
 */
export function createMetrics() {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag, handles, GC: prom-client's standard set.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'reelatlas_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      // A cached answer takes about a millisecond; a TMDb miss up to the timeout.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    searches: new Counter({
      name: 'reelatlas_searches_total',
      help: 'POST /api/search answers: outcome "answered", or "refused" with the error code as reason.',
      labelNames: ['outcome', 'reason'] as const,
      registers,
    }),
    tmdbCalls: new Counter({
      name: 'reelatlas_tmdb_calls_total',
      help: 'HTTP requests sent to TMDb (retries included), by outcome: 2xx, 4xx, 5xx or error.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    catalogLookups: new Counter({
      name: 'reelatlas_catalog_cache_lookups_total',
      help: 'Catalog reads through the in-process cache, by method.',
      labelNames: ['method'] as const,
      registers,
    }),
    catalogMisses: new Counter({
      name: 'reelatlas_catalog_cache_misses_total',
      help: 'Catalog reads the in-process cache passed on to the database or TMDb, by method (hits = lookups - misses).',
      labelNames: ['method'] as const,
      registers,
    }),
    emails: new Counter({
      name: 'reelatlas_emails_total',
      help: 'E-mails handed to the transport (smtp or the development outbox), by outcome: sent or failed.',
      labelNames: ['transport', 'outcome'] as const,
      registers,
    }),
    namesCrawlTitles: new Counter({
      name: 'reelatlas_names_crawl_titles_total',
      help: 'Titles the names crawl finished, by outcome: fetched (with every name), gone (TMDb 404) or skipped.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    changeFeedTitles: new Counter({
      name: 'reelatlas_change_feed_titles_total',
      help: 'Changed ids the TMDb change feed handled, by outcome: refetched, gone (TMDb 404), skipped, or not_stored (no details here).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    changeFeedPages: new Counter({
      name: 'reelatlas_change_feed_pages_total',
      help: 'Pages of TMDb change lists read.',
      registers,
    }),
    namesCrawlRemaining: new Gauge({
      name: 'reelatlas_names_crawl_remaining',
      help: 'Titles known only from the exports (no names yet), read at each round of the names crawl.',
      registers,
    }),
    jobRuns: new Counter({
      name: 'reelatlas_job_runs_total',
      help: 'Background job runs, by job and outcome: done, skipped (another instance held the lock) or failed.',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
