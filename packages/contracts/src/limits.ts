/** Business constants of docs/product-rules.md#constants. Shared so the web shows exactly what the server enforces. */
export const DAILY_SEARCHES = { anonymous: 2, free: 3 } as const;
/** Pro and Trial are not counted; the UI shows the counter held at 0 of this. */
export const PRO_SEARCH_MAX = 9999;
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_ITEMS = 10;
export const HOME_TOP_RATED_COUNT = 8;
export const TOP_RATED_PAGE_COUNT = 20;
export const TOP_RATED_MAX_LIMIT = 20;
export const SEARCH_QUERY_MAX_CHARS = 200;
export const COUNTDOWN_REFRESH_MS = 60_000;
export const COUNTER_POLL_MS = 1000;
export const MOBILE_BREAKPOINT_PX = 640;
export const VPN_OFFER = { discountPercent: 73, extraMonths: 3 } as const;

/** One burst limit: at most `max` requests per fixed window of `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Burst limits against abuse, per client IP and per account (the e-mail given, or the signed-in
 * user), counted in the database so every server instance shares them; over the limit answers
 * 429 `rate_limited` with Retry-After. Separate from the daily search allowance above. High
 * enough that a person never meets them. `ipv6Block`: an IPv6 client is also counted by its /48,
 * with a ceiling IPV6_48_MULTIPLIER times higher (a tunnel broker hands out 65,536 /64s).
 */
export const RATE_LIMITS = {
  /**
   * The account ceiling counts failed attempts only, and past it holds only the addresses that
   * already failed on that account (the server's back-off), so it never locks the owner out.
   * Reset requests' account ceiling is held the same way.
   */
  signIn: { ip: { max: 5, windowSeconds: 60 }, account: { max: 10, windowSeconds: 15 * 60 } },
  signUp: {
    ip: { max: 5, windowSeconds: 60 },
    account: { max: 5, windowSeconds: 60 * 60 },
    ipv6Block: true,
  },
  /**
   * Sign-ups per IP per UTC day (the window is aligned to 00:00 UTC), on top of the burst limit:
   * every account is another daily allowance on a machine (docs/product-rules.md#who-is-counted). Valid sign-ups only.
   */
  signUpDaily: { ip: { max: 10, windowSeconds: DAY_SECONDS }, ipv6Block: true },
  resetPassword: { ip: { max: 3, windowSeconds: 60 }, account: { max: 5, windowSeconds: 60 * 60 } },
  resendVerification: { ip: { max: 3, windowSeconds: 60 }, account: { max: 6, windowSeconds: 60 * 60 } },
  contact: {
    ip: { max: 5, windowSeconds: 60 * 60 },
    account: { max: 5, windowSeconds: 60 * 60 },
    ipv6Block: true,
  },
  suggest: { ip: { max: 10, windowSeconds: 60 * 60 }, account: { max: 5, windowSeconds: 60 * 60 } },
  /** Also per IPv6 /48: one tunnel's 65,536 /64s would each get the whole ceiling. */
  autocomplete: {
    ip: { max: 120, windowSeconds: 60 },
    account: { max: 120, windowSeconds: 60 },
    ipv6Block: true,
  },
  search: { ip: { max: 30, windowSeconds: 60 }, account: { max: 30, windowSeconds: 60 } },
  /**
   * Full loads of a title page (`/movie?id=…`, `/movieoverlay?id=…`), whose served head reads the
   * catalog. Moving between titles inside the app loads no page; over it, the page comes with
   * the site's default head and status 429.
   */
  titlePage: { ip: { max: 60, windowSeconds: 60 } },
  /**
   * A title's facts (GET /api/titles/{type}/{id}): the title page asks once per title opened
   * from a link, so as many as full title page loads.
   */
  titleFacts: { ip: { max: 60, windowSeconds: 60 } },
  /**
   * Bot-check challenges: the web fetches one per search and may prefetch one while the visitor
   * types, so well above the search limit.
   */
  botcheckChallenge: { ip: { max: 120, windowSeconds: 60 } },
  /**
   * Writes of a signed-in account (profile, "My services", lists, alerts): far above what clicking
   * does (filling a whole watchlist of 100 in a minute still passes), so a script holding a session
   * cookie cannot turn them into a flood of database writes.
   */
  accountWrite: { ip: { max: 240, windowSeconds: 60 }, account: { max: 120, windowSeconds: 60 } },
  /** Deleting the account checks its password: as many guesses as signing in allows. */
  deleteAccount: { ip: { max: 5, windowSeconds: 60 }, account: { max: 10, windowSeconds: 15 * 60 } },
  /**
   * Changing the password checks the current one: 3 per 10 seconds per IP, the ceiling Better
   * Auth's own limiter held before this one took over its endpoints.
   */
  changePassword: { ip: { max: 3, windowSeconds: 10 } },
  /**
   * Better Auth's other endpoints (the session read, sign-out, e-mailed links, Google sign-in),
   * each counted apart: 100 a minute per IP, as Better Auth's own limiter held them.
   */
  authEndpoint: { ip: { max: 100, windowSeconds: 60 } },
} as const satisfies Record<string, { ip: RateRule; account?: RateRule; ipv6Block?: true }>;
export type RateLimitName = keyof typeof RATE_LIMITS;
