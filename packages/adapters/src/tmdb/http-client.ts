import type { z } from 'zod';
import { detectTmdbAuth } from './auth.ts';
import { type RateLimiter, RateLimiterBusy } from './rate-limiter.ts';

/** Why a TMDb call failed, in the terms the catalog decides on. */
export type TmdbFailure =
  | 'unauthorized'
  | 'not_found'
  | 'rate_limited'
  | 'timeout'
  | 'network'
  | 'malformed'
  | 'upstream'
  /** Not sent: the shared request budget is spoken for longer than a caller may wait. */
  | 'busy';

export class TmdbError extends Error {
  constructor(
    readonly kind: TmdbFailure,
    message: string,
    readonly status?: number,
    /** For 'busy': when the budget has room again; for a 429, TMDb's Retry-After. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TmdbError';
  }
}

export interface TmdbRetryInfo {
  path: string;
  attempt: number;
  delayMs: number;
  reason: TmdbFailure;
}

export interface TmdbClientOptions {
  /** v3 API key or v4 read access token. */
  token: string;
  /** e.g. https://api.themoviedb.org/3 */
  baseUrl: string;
  /** Per attempt, headers and body included. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx or a dropped connection. */
  maxRetries: number;
  limiter: RateLimiter;
  /** First back-off delay; doubles with each retry. */
  backoffMs?: number;
  /** A longer wait (Retry-After or back-off) gives up instead: a visitor is waiting. */
  maxWaitMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (info: TmdbRetryInfo) => void;
}

export interface TmdbClient {
  get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T>;
}

const defaultSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Retry-After is seconds or an HTTP date. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

const isAbort = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

/**
 * GETs from TMDb with the shared rate limiter, a timeout per attempt, and exponential back-off
 * on 429 (Retry-After first), 5xx and dropped connections. Answers are parsed with a zod schema;
 * anything else becomes a TmdbError. Never logs the token.
 */
export function createTmdbClient(options: TmdbClientOptions): TmdbClient {
  const auth = detectTmdbAuth(options.token);
  const fetchFn = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const backoff = options.backoffMs ?? 500;
  const maxWait = options.maxWaitMs ?? 10_000;
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (auth.kind === 'bearer') headers.authorization = `Bearer ${auth.token}`;

  type Attempt<T> = { ok: true; data: T } | { ok: false; error: TmdbError; waitMs: number | null };

  async function attempt<T>(url: URL, schema: z.ZodType<T>): Promise<Attempt<T>> {
    let response: Response;
    let text: string;
    try {
      // One signal for the whole exchange: a server that sends headers and then stalls the body times out too.
      const signal = AbortSignal.timeout(options.timeoutMs);
      response = await fetchFn(url, { headers, signal });
      text = await response.text();
    } catch (err) {
      if (isAbort(err)) throw new TmdbError('timeout', `TMDb did not answer within ${options.timeoutMs} ms`);
      return { ok: false, error: new TmdbError('network', 'the connection to TMDb failed'), waitMs: null };
    }
    const status = response.status;
    if (status === 401) throw new TmdbError('unauthorized', 'TMDb refused the API token (401)', status);
    if (status === 404) throw new TmdbError('not_found', 'TMDb does not know this resource (404)', status);
    if (status === 429) {
      const waitMs = retryAfterMs(response.headers.get('retry-after'));
      return {
        ok: false,
        error: new TmdbError('rate_limited', 'TMDb rate limit reached (429)', status, waitMs ?? undefined),
        waitMs,
      };
    }
    if (status >= 500)
      return { ok: false, error: new TmdbError('upstream', `TMDb failed (${status})`, status), waitMs: null };
    if (status !== 200) throw new TmdbError('upstream', `TMDb answered ${status}`, status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new TmdbError('malformed', 'TMDb answered with invalid JSON', status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new TmdbError('malformed', 'TMDb answered in an unexpected shape', status);
    return { ok: true, data: parsed.data };
  }

  return {
    async get(path, params, schema) {
      const url = new URL(`${base}${path}`);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      if (auth.kind === 'api_key') url.searchParams.set('api_key', auth.key);
      for (let tries = 0; ; tries++) {
        try {
          await options.limiter.acquire();
        } catch (err) {
          if (!(err instanceof RateLimiterBusy)) throw err;
          throw new TmdbError('busy', err.message, undefined, err.retryAfterMs);
        }
        const result = await attempt(url, schema);
        if (result.ok) return result.data;
        if (tries >= options.maxRetries) throw result.error;
        const delayMs = result.waitMs ?? backoff * 2 ** tries;
        if (delayMs > maxWait) throw result.error;
        options.onRetry?.({ path, attempt: tries + 1, delayMs, reason: result.error.kind });
        await sleep(delayMs);
      }
    },
  };
}
