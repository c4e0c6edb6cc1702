import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import {
  type HeaderRecord,
  POPUP_PAGE_CSP,
  type SecurityHeaderOptions,
  securityHeaderRecord,
} from './security-header-list.ts';

/** Answers built by `securedResponse`: they already carry the set, nothing to add. */
const secured = new WeakSet<Response>();

/** Strict headers on every answer (security-header-list.ts has the policy). */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  const record = securityHeaderRecord(options);
  const entries = Object.entries(record);
  return async (c, next) => {
    c.set('securityHeaders', record);
    // Headers set before the answer exists (a new device cookie, say) wait in Hono's context and
    // are added when the answer is built by Hono; a securedResponse must then go that way too.
    const prepare = c.header;
    c.header = (...args) => {
      c.set('headersPrepared', true);
      prepare(...args);
    };
    await next();
    if (secured.has(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of entries) headers.set(name, value);
    if (c.req.path.startsWith('/api/auth/callback/')) {
      headers.delete('cross-origin-opener-policy');
      headers.set('content-security-policy', POPUP_PAGE_CSP);
    }
  };
}

const merged = new WeakMap<HeaderRecord, WeakMap<HeaderRecord, HeaderRecord>>();

/**
 * An answer whose headers are the security set plus `headers`, as one plain object merged once
 * per pair. On the hottest routes (autocomplete, a cached search) setting a dozen headers one by
 * one on a WHATWG Headers object, and turning it back into Node's form, cost about a tenth of
 * the request; a plain object goes to Node's writeHead as it is. `headers` must be a constant.
 */
export function securedResponse(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer>,
  status: 200,
  headers: HeaderRecord,
): Response {
  const security = c.get('securityHeaders');
  if (!security || c.get('headersPrepared')) {
    // Outside the middleware (a test's bare router), or with headers waiting: Hono's way.
    return c.body(body, status, { ...headers });
  }
  let byExtra = merged.get(security);
  if (!byExtra) {
    byExtra = new WeakMap();
    merged.set(security, byExtra);
  }
  let all = byExtra.get(headers);
  if (!all) {
    all = Object.freeze({ ...security, ...headers });
    byExtra.set(headers, all);
  }
  const response = new Response(body, { status, headers: all });
  secured.add(response);
  return response;
}
