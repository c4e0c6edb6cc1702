import { z } from 'zod';

/**
 * Every setting of the server, parsed once at boot (docs/configuration.md). Unknown variables are
 * ignored; a bad value stops start-up with one line per problem.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Bearer token for /metrics from other hosts; without it only loopback may read it. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    BOT_CHECK: z.enum(['altcha', 'recaptcha']).default('altcha'),
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(20_000),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET_KEY: z.string().optional(),
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('ReelAtlas <no-reply@reelatlas.local>'),
    /** Where contact messages and suggestions are e-mailed; without it they are only stored. */
    OPERATOR_EMAIL: z.email('must be an e-mail address').optional(),
    /** Verified accounts with these e-mails become admins at sign-in (comma-separated). */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
    /** Multiplies every burst limit of contracts' RATE_LIMITS (raise it behind a shared NAT). */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(1_000_000).default(1),
    /**
     * The IPv6 /48 ceiling, as a multiple of one /64's allowance: daily searches, sign-ups and
     * contact messages (a tunnel broker hands out a whole /48, 65,536 /64s).
     */
    IPV6_48_MULTIPLIER: z.coerce.number().int().min(1).max(65_536).default(10),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    VPN_AFFILIATE_URL: z.url().default('https://nordvpn.com/special/'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_API_URL: z.url().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICE_ID: z.string().min(1).optional(),
    /** v3 API key (32 hex) or v4 read access token; set = the live TMDb catalog. */
    TMDB_API_TOKEN: z.string().trim().min(1).optional(),
    TMDB_API_URL: z.url().default('https://api.themoviedb.org/3'),
    TMDB_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
    TMDB_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
    TMDB_RATE_LIMIT: z.coerce.number().min(1).max(100).default(35),
    TMDB_TITLE_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 180)
      .default(24),
    TMDB_SEARCH_TTL_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60 * 30)
      .default(60),
    TMDB_REFRESH_INTERVAL_MINUTES: z.coerce
      .number()
      .min(0)
      .max(24 * 60 * 7)
      .default(60),
    TMDB_REFRESH_BATCH: z.coerce.number().int().min(1).max(100_000).default(500),
    /** How often the availability alert digests are sent (0: never); decimals for quick tests. */
    ALERT_INTERVAL_MINUTES: z.coerce
      .number()
      .min(0)
      .max(24 * 60)
      .default(60),
    TMDB_EXPORTS_URL: z.url().default('https://files.tmdb.org/p/exports'),
    TMDB_EXPORTS_SYNC: z.enum(['daily', 'off']).default('daily'),
    TMDB_NAMES_CRAWL: z.enum(['on', 'off']).default('on'),
    TMDB_CHANGE_FEED: z.enum(['on', 'off']).default('on'),
    /**
     * The Streaming Availability API's key (docs/configuration.md): set (with TMDB_API_TOKEN),
     * its offer facts join TMDb's. `motn-key-…` goes to its own API, any other key to RapidAPI.
     */
    STREAMING_AVAILABILITY_API_KEY: z.string().trim().min(1).optional(),
    /** Absent: chosen by the key's kind. */
    STREAMING_AVAILABILITY_API_URL: z.url().optional(),
    STREAMING_AVAILABILITY_MONTHLY_QUOTA: z.coerce.number().int().min(0).max(100_000_000).default(1000),
    STREAMING_AVAILABILITY_RATE_LIMIT: z.coerce.number().int().min(0).max(100).default(5),
    STREAMING_AVAILABILITY_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2500),
    WEB_DIST_DIR: z.string().optional(),
    /**
     * /dev/mail and the test billing pages: unset = only when PUBLIC_URL's host is loopback;
     * 1 = on, 0 = off. Never in production.
     */
    DEV_TOOLS: z.enum(['0', '1'], 'must be 0 or 1').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      // In production nothing may fall back to a generated secret or print e-mail links to the log.
      for (const key of ['AUTH_SECRET', 'SMTP_URL'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
      }
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STRIPE_SECRET_KEY is set' });
      }
    }
    if (env.BOT_CHECK === 'recaptcha') {
      for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when BOT_CHECK=recaptcha' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value (`PUBLIC_URL=` copied from .env.example) means "not set".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
  );
}

/** The environment parsed, or its problems printed one per line and the process ended (exit 1). */
export function parseEnvOrExit(source: Record<string, string | undefined>): Env {
  try {
    return parseEnv(source);
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
