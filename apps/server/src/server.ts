import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { createAltchaBotCheck, createRecaptchaBotCheck } from '@reelatlas/adapters/botcheck';
import { createOutboxMailer, createSmtpMailer } from '@reelatlas/adapters/mail';
import { createStripeBilling } from '@reelatlas/adapters/stripe';
import { createTestBilling } from '@reelatlas/adapters/test-billing';
import type { RateLimitName } from '@reelatlas/contracts';
import { type Clock, forgetPastSearches } from '@reelatlas/core';
import {
  createAccountStore,
  createAlertStore,
  createAuthUserStore,
  createBanStore,
  createBatchedRateLimitStore,
  createBillingStore,
  createListStore,
  createMessageStore,
  createOutboxStore,
  createSearchQuotaStore,
  createSpentTokenStore,
  createTitleChangesStore,
  createTitleLanguageReader,
  createTrialClaimStore,
  createTripPlannerStore,
  createUserServicesStore,
  type DatabaseOptions,
  type Db,
  databaseHealth,
  openDatabase,
  storedCatalogSources,
} from '@reelatlas/db';
import type { Logger } from 'pino';
import { createUnsubscribeTokens } from './alerts/unsubscribe-token.ts';
import { createApp } from './app.ts';
import { createAuth } from './auth/create-auth.ts';
import { startAlertDigests } from './boot/alert-digests.ts';
import { createBanList } from './boot/ban-list.ts';
import { createCatalogs } from './boot/catalog.ts';
import { startCatalogRefresh } from './boot/catalog-refresh.ts';
import { startCatalogWritesReader } from './boot/catalog-writes.ts';
import { startChangeFeed } from './boot/change-feed.ts';
import { openDatabaseFromEnv } from './boot/database-options.ts';
import { ensureDemoCatalog, removeDemoCatalog } from './boot/demo-catalog.ts';
import { devToolsEnabled, warnIfPublicDevelopment } from './boot/dev-tools.ts';
import { startNamesCrawl } from './boot/names-crawl.ts';
import { startOfferFactsDue } from './boot/offer-facts-due.ts';
import { loadSecret } from './boot/secrets.ts';
import { startTableUpkeep } from './boot/table-upkeep.ts';
import { startTitleIndexSync } from './boot/title-index-sync.ts';
import { fillUsernameKeys } from './boot/username-keys.ts';
import type { AppDeps } from './context.ts';
import type { Env } from './env.ts';
import { countedMailer } from './metrics/instrumented.ts';
import { createMetrics } from './metrics/metrics.ts';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const systemClock: Clock = { now: () => new Date() };

/** Burst limits counted in memory and written in batches (see createBatchedRateLimitStore). */
const BATCHED_RATE_LIMITS: RateLimitName[] = ['autocomplete', 'search', 'titlePage', 'botcheckChallenge'];
const RATE_LIMIT_FLUSH_MS = 200;

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  close(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  /** Another database than the one env describes (tests use in-memory PGlite). */
  database?: DatabaseOptions;
  /**
   * Fills the catalog; the default builds the demo catalog when it is missing (and removes it
   * when TMDb serves the catalog).
   */
  seedCatalog?: (db: Db, logger: Logger) => Promise<void>;
  /** How often other processes' catalog writes are read (CATALOG_WRITES_READ_MS). */
  catalogWritesReadMs?: number;
  /** When the background names crawl first looks for work, and how often after (tests). */
  namesCrawl?: { firstCheckMs?: number; everyMs?: number };
  changeFeed?: { firstCheckMs?: number; everyMs?: number };
  /** When the facts-due job first runs, and how often after (tests). */
  offerFactsDue?: { firstMs?: number; everyMs?: number };
}

/** Opens the database, migrates, fills the catalog, and listens. Used by main.ts and tests. */
export async function startServer(
  env: Env,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  warnIfPublicDevelopment(env, logger);
  const metrics = createMetrics();
  const database = options.database
    ? await openDatabase(options.database)
    : await openDatabaseFromEnv(env, logger);
  await database.migrate();
  await fillUsernameKeys(createAuthUserStore(database.db), logger);
  await (options.seedCatalog ?? (env.TMDB_API_TOKEN ? removeDemoCatalog : ensureDemoCatalog))(
    database.db,
    logger,
  );
  const catalogs = await createCatalogs(
    env,
    database.db,
    clock,
    logger,
    async () => {
      const stored = await storedCatalogSources(database.db);
      return stored.live && !stored.demo ? 'tmdb' : 'demo';
    },
    metrics,
  );

  // Visitors are told only that the catalog is a demo; how to get live data is the operator's.
  if (catalogs.catalog.source === 'demo')
    logger.info('serving the demo catalog: set TMDB_API_TOKEN for live availability (README, Configuration)');
  const secret = loadSecret(env.AUTH_SECRET, env.DATA_DIR);
  // PGlite runs one statement at a time: a second batch in flight would only queue behind the
  // first and make both smaller. PostgreSQL runs them side by side on the pool's connections.
  const batching = { maxInFlight: database.kind === 'pglite' ? 1 : 4 };
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  // Without PUBLIC_URL the site is reached as localhost or 127.0.0.1, and Vite's dev server proxies.
  const extraOrigins = env.PUBLIC_URL
    ? []
    : [`http://127.0.0.1:${env.PORT}`, 'http://localhost:5173', 'http://127.0.0.1:5173'];
  const spent = createSpentTokenStore(database.db, batching);
  const altcha =
    env.BOT_CHECK === 'altcha'
      ? createAltchaBotCheck({ hmacSecret: `altcha:${secret}`, maxNumber: env.ALTCHA_MAX_NUMBER, spent })
      : undefined;
  const botCheck =
    altcha ??
    createRecaptchaBotCheck({
      secretKey: env.RECAPTCHA_SECRET_KEY ?? '',
      minScore: env.RECAPTCHA_MIN_SCORE,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      hostnames: [publicUrl, ...extraOrigins].map((origin) => new URL(origin).hostname),
    });

  const outbox = env.SMTP_URL ? undefined : createOutboxStore(database.db);
  const mailer = env.SMTP_URL
    ? countedMailer(createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }), metrics, 'smtp')
    : countedMailer(
        createOutboxMailer(outbox ?? createOutboxStore(database.db), (line) => logger.info(line)),
        metrics,
        'outbox',
      );
  const auth = createAuth({
    db: database.db,
    mailer,
    secret,
    publicUrl,
    extraOrigins,
    adminEmails: env.ADMIN_EMAILS,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
  });

  const stripe = env.STRIPE_SECRET_KEY
    ? createStripeBilling({
        secretKey: env.STRIPE_SECRET_KEY,
        priceId: env.STRIPE_PRICE_ID ?? '',
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
        siteUrl: publicUrl,
        apiUrl: env.STRIPE_API_URL,
      })
    : undefined;
  // Test billing hands out Pro for a click: a laptop's default, never a public server's.
  const testBilling = stripe || !devToolsEnabled(env) ? undefined : createTestBilling();

  // The hot read paths count in memory and write every 200 ms; the auth forms' small limits
  // stay exact across instances (one upsert per request).
  const rateLimits = createBatchedRateLimitStore(database.db, {
    batched: (key) => BATCHED_RATE_LIMITS.some((name) => key.startsWith(`${name}:`)),
    flushMs: RATE_LIMIT_FLUSH_MS,
    onFlushError: (err) => logger.warn({ err }, 'writing rate-limit counters failed; retrying'),
  });
  const deps: AppDeps = {
    auth,
    trustedOrigins: [publicUrl, ...extraOrigins],
    outbox,
    env,
    logger,
    database,
    health: databaseHealth(database),
    catalog: catalogs.catalog,
    // PGlite has one process (the data-dir lock): today's counters can be answered from memory.
    quota: createSearchQuotaStore(database.db, batching, { soleWriter: database.kind === 'pglite' }),
    lists: createListStore(database.db),
    accounts: createAccountStore(database.db),
    userServices: createUserServicesStore(database.db),
    alerts: createAlertStore(database.db),
    titleChanges: createTitleChangesStore(database.db),
    titleLanguage: createTitleLanguageReader(database.db),
    planner: {
      planner: createTripPlannerStore(database.db),
      clock,
      // Only a live catalog refreshes titles; demo and imported titles are never "stale".
      titleTtlMs: env.TMDB_API_TOKEN ? env.TMDB_TITLE_TTL_HOURS * 3_600_000 : null,
    },
    unsubscribeTokens: createUnsubscribeTokens(secret),
    billing: createBillingStore(database.db),
    // Keyed with the server's secret: the table alone cannot be checked against addresses.
    trials: createTrialClaimStore(database.db, `trial:${secret}`),
    gateway: stripe?.gateway ?? testBilling?.gateway,
    stripe,
    testBilling,
    botCheck,
    bans: createBanList(createBanStore(database.db), clock),
    rateLimits,
    messages: createMessageStore(database.db),
    mailer,
    metrics,
    createChallenge: altcha?.createChallenge,
    clock,
    cookieSecret: `device:${secret}`,
    counterRules: { ipv6BlockMultiplier: env.IPV6_48_MULTIPLIER },
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDist,
  };
  const app = createApp(deps);
  const purge = setInterval(() => {
    Promise.all([
      spent.purgeExpired(clock.now()).catch((err) => {
        logger.warn({ err }, 'purging spent tokens failed');
        throw err;
      }),
      rateLimits.purgeExpired(clock.now()).catch((err) => {
        logger.warn({ err }, 'purging rate-limit counters failed');
        throw err;
      }),
      forgetPastSearches(deps, clock.now()).catch((err) => {
        logger.warn({ err }, 'forgetting past days’ search records failed');
        throw err;
      }),
    ]).then(
      () => metrics.jobRuns.labels('purge_expired', 'done').inc(),
      () => metrics.jobRuns.labels('purge_expired', 'failed').inc(),
    );
  }, 60_000);
  purge.unref();
  const refresh = catalogs.live
    ? startCatalogRefresh({
        database,
        live: catalogs.live,
        clock,
        logger,
        intervalMs: env.TMDB_REFRESH_INTERVAL_MINUTES * 60_000,
        batch: env.TMDB_REFRESH_BATCH,
        metrics,
      })
    : undefined;
  // Availability alerts (docs/product-rules.md#alerts): one digest a day per user, one sender at a time.
  const alertDigests = startAlertDigests(database, {
    alerts: deps.alerts,
    mailer,
    clock,
    logger,
    tokens: deps.unsubscribeTokens,
    publicUrl,
    liveCatalog: catalogs.catalog.source === 'tmdb',
    intervalMs: env.ALERT_INTERVAL_MINUTES * 60_000,
    metrics,
  });
  // PGlite runs no autovacuum: the server vacuums and analyzes its tables itself.
  const tableUpkeep = startTableUpkeep(database, { logger, metrics });
  // The local title index autocomplete answers from (docs/catalog.md#title-index): TMDb's daily ID exports.
  const indexSync =
    catalogs.live && env.TMDB_EXPORTS_SYNC === 'daily'
      ? startTitleIndexSync({ database, env, clock, logger })
      : undefined;
  // Every name of the titles known only from the exports, from TMDb budget searches leave.
  const namesCrawl =
    catalogs.live && env.TMDB_NAMES_CRAWL === 'on'
      ? startNamesCrawl({ database, env, clock, logger, metrics, ...options.namesCrawl })
      : undefined;
  // Titles whose data changed at TMDb are fetched again, from the same spare budget.
  const changeFeed =
    catalogs.live && env.TMDB_CHANGE_FEED === 'on'
      ? startChangeFeed({ database, env, clock, logger, metrics, ...options.changeFeed })
      : undefined;
  // Offer facts a counted search asked for and did not get, asked again (docs/catalog.md#facts-due).
  const offerFactsDue =
    catalogs.live && env.STREAMING_AVAILABILITY_API_KEY
      ? startOfferFactsDue({ database, live: catalogs.live, logger, metrics, ...options.offerFactsDue })
      : undefined;
  // Titles other instances (or catalog:* commands) write reach this one's autocomplete memory.
  const catalogWrites = startCatalogWritesReader(database.db, logger, options.catalogWritesReadMs);

  const server = await new Promise<ServerType>((ready) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => ready(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    async close() {
      clearInterval(purge);
      await refresh?.stop();
      await alertDigests.stop();
      await tableUpkeep.stop();
      await indexSync?.stop();
      await namesCrawl?.stop();
      await changeFeed?.stop();
      await offerFactsDue?.stop();
      await catalogWrites.stop();
      catalogs.stopListening();
      await new Promise<void>((done) => server.close(() => done()));
      await rateLimits.flush().catch((err) => logger.warn({ err }, 'writing rate-limit counters failed'));
      await database.close();
    },
  };
}
