import type { StripeBilling } from '@reelatlas/adapters/stripe';
import type { TestBilling } from '@reelatlas/adapters/test-billing';
import type {
  AccountStore,
  BillingGateway,
  BillingStore,
  Clock,
  CounterRules,
  ListStore,
  Mailer,
  MessageStore,
  PlanTripDeps,
  RateLimitStore,
  RememberingCatalog,
  SearchBotCheck,
  SearchQuotaStore,
  Subject,
  TitleChangesStore,
  TitleLanguageReader,
  TrialClaimStore,
  UserServicesStore,
} from '@reelatlas/core';
import type { AlertStore, Database, DatabaseHealth } from '@reelatlas/db';
import type { Challenge } from 'altcha-lib';
import type { Logger } from 'pino';
import type { UnsubscribeTokens } from './alerts/unsubscribe-token.ts';
import type { Auth } from './auth/create-auth.ts';
import type { SignedInUser } from './auth/session-user.ts';
import type { BanList } from './boot/ban-list.ts';
import type { Env } from './env.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { HeaderRecord } from './middleware/security-header-list.ts';

/** Everything the routes need, built once in main.ts (or by a test) and passed in. */
export interface AppDeps {
  env: Env;
  logger: Logger;
  database: Database;
  /** A database round trip, and whether every migration of this build is applied (health.ts). */
  health: DatabaseHealth;
  /** The catalog behind its in-process memory (boot/catalog.ts). */
  catalog: RememberingCatalog;
  quota: SearchQuotaStore;
  lists: ListStore;
  accounts: AccountStore;
  /** Signed-in users' "My services". */
  userServices: UserServicesStore;
  /** Availability alert choices and the digest job's bookkeeping (docs/product-rules.md#alerts). */
  alerts: AlertStore;
  /** Titles' names and overviews in the visitor's language. */
  titleLanguage: TitleLanguageReader;
  /** A title's recent availability changes, and who opened it today. */
  titleChanges: TitleChangesStore;
  /** The trip planner's reads, clock and the catalog's time to live. */
  planner: PlanTripDeps;
  /** Signs and checks the unsubscribe links of alert e-mails. */
  unsubscribeTokens: UnsubscribeTokens;
  billing: BillingStore;
  /** The addresses that ever started a trial (a keyed hash each), kept after account deletion. */
  trials: TrialClaimStore;
  /**
   * The payment provider: Stripe when STRIPE_SECRET_KEY is set, else the local test billing
   * (never in production, where payments are then unavailable).
   */
  gateway?: BillingGateway;
  /** Present with Stripe: webhook verification and event translation. */
  stripe?: StripeBilling;
  /** Present with test billing: the /dev/checkout and /dev/billing pages. */
  testBilling?: TestBilling;
  /** ALTCHA (local) or reCAPTCHA (remote): the search takes its way by the kind. */
  botCheck: SearchBotCheck;
  /** Banned addresses and ranges, cached per instance for a few seconds. */
  bans: BanList;
  rateLimits: RateLimitStore;
  /** Contact messages and suggestions. */
  messages: MessageStore;
  /** Outgoing e-mail (SMTP or the development outbox). */
  mailer: Mailer;
  /** What /metrics reports. */
  metrics: Metrics;
  /** Present when the bot check is ALTCHA: issues challenges to the browser. */
  createChallenge?: () => Promise<Challenge>;
  clock: Clock;
  /** The IPv6 /48 ceiling of the daily counters (IPV6_48_MULTIPLIER). */
  counterRules: CounterRules;
  auth: Auth;
  /** Origins whose browsers may change state (the site, plus local development hosts). */
  trustedOrigins: string[];
  /** Lists the development outbox at /dev/mail; absent when e-mail goes out over SMTP. */
  outbox?: {
    list(
      limit?: number,
    ): Promise<{ id: number; to: string; subject: string; text: string; createdAt: Date }[]>;
  };
  /** Signs the device cookie. */
  cookieSecret: string;
  /** The built web app; when absent only the API is served. */
  webDistDir?: string;
}

export interface AppVariables {
  clientIp: string;
  subject: Subject;
  /** Set by the first session lookup of the request (null: signed out). */
  sessionUser: SignedInUser | null;
  /** The security header set, for answers that carry it themselves (securedResponse). */
  securityHeaders?: HeaderRecord;
  /** Some middleware set a header before the answer was built (see securedResponse). */
  headersPrepared?: boolean;
}

export type AppEnv = { Variables: AppVariables };
