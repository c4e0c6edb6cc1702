import { RATE_LIMITS, type RateLimitName } from '@reelatlas/contracts';
import { AppError } from '@reelatlas/core';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { AppDeps, AppEnv } from '../context.ts';
import { checkAccountBackoff, enforceRateLimit } from './rate-limit.ts';
import { requireAdmin } from './require-admin.ts';
import { requireSession } from './require-session.ts';
import { signedInUser } from './signed-in-user.ts';
import { hasSessionCookie, refuseEndedSession, resolveSubject, sessionCookieOf } from './subject.ts';

/** One burst limit of contracts' RATE_LIMITS on a route, counted in the database (rate-limit.ts). */
export interface LimitRule {
  limit: RateLimitName;
  /**
   * Whom it counts besides the IP, for a limit with an account ceiling: the signed-in `user`
   * (the session is looked up only when its cookie is sent, so anonymous calls cost no query),
   * the counted `subject`'s user (with `subject`), the `email` the JSON body names, or the
   * browser's `session` by its cookie as sent, looked up nowhere: for a limit on every keystroke,
   * where a lookup per call would cost a query each. It is no looser than `user`: a caller who
   * drops or forges the cookie is left with the IP's limit, as any signed-out caller is.
   */
  account?: 'user' | 'subject' | 'email' | 'session';
  /**
   * `valid`: only a request whose JSON body the route's schema accepts counts (a form: a person
   * correcting a typo is not held back). By default every request counts, valid or not
   * (sign-in guessing, floods).
   */
  counts?: 'valid';
  /** Each path counted apart: one rule for several endpoints, each with the whole ceiling. */
  perPath?: true;
  /**
   * The account ceiling as a back-off that never locks the owner out (rate-limit.ts
   * checkAccountBackoff), counted after the route answered: `failures` counts only refused
   * credentials (401, 403), `requests` every request the route accepted (below 400).
   */
  backoff?: 'failures' | 'requests';
}

/** A route's rules; they run in this order, before its input is validated. */
export interface RouteRules {
  /** `required`: 401 signed out; `admin`: 401 signed out, 403 without admin rights. Checked first (docs/product-rules.md#lists). */
  signIn?: 'required' | 'admin';
  /** Who is counted (`c.get('subject')`); `live` also answers 401 to a cookie whose session ended. */
  subject?: 'counted' | 'live';
  rateLimit?: readonly LimitRule[];
  /**
   * `token`: the JSON body's `token` must pass the bot check, after the limits and for a valid
   * body only (an invalid one gets the validator's 400, its token unspent). `search`: the search
   * use case checks it, because it spends the token in the same statement that reads the quota
   * (core's searchTitleOutcome); declared here so every route with a token says where it is checked.
   */
  botCheck?: 'token' | 'search';
}

/**
 * The route the rules guard: an OpenAPI route (`createRoute`'s result, its body schema in
 * `request`) or a plain one, which names its body's schema (`body`) when a rule reads the body.
 */
export interface GuardedRoute {
  method: string;
  path: string;
  getRoutingPath?: () => string;
  request?: unknown;
  body?: ZodType;
}

/** A route module's rules: each of its routes with what it requires. */
export type RuleTable = readonly (readonly [GuardedRoute, RouteRules])[];

/** The account writes' limit (profile, services, lists, alerts): per IP and per signed-in account. */
export const ACCOUNT_WRITE: LimitRule = { limit: 'accountWrite', account: 'user' };

/** Marks each rule's middleware with what was declared, so tests can read a composed app's rules. */
export const DECLARED_RULES = Symbol('declared route rules');

/** The JSON body, not used up: Better Auth's routes forward the raw request afterwards. */
async function peekJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    // A body read already (nodeBody keeps it as text) is parsed from there; otherwise from a copy.
    return Object.keys(c.req.bodyCache).length ? await c.req.json() : await c.req.raw.clone().json();
  } catch {
    return undefined;
  }
}

/** The `email` a JSON body names (the forms keyed by the account they name); never throws. */
async function emailInBody(c: Context<AppEnv>): Promise<string | null> {
  const body = (await peekJson(c)) as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.length <= 254 ? body.email : null;
}

function bodySchemaOf(route: GuardedRoute): ZodType {
  const request = route.request as
    | { body?: { content?: Record<string, { schema?: unknown } | undefined> } }
    | undefined;
  const schema = route.body ?? (request?.body?.content?.['application/json']?.schema as ZodType | undefined);
  // At start-up, in every test: a rule that reads a body needs the route to say what it is.
  if (!schema) throw new Error(`${route.method} ${route.path}: a rule reads the body, which has no schema`);
  return schema;
}

type AccountOfBody = (c: Context<AppEnv>, body: unknown) => Promise<string | null | undefined>;

function accountSource(deps: AppDeps, rule: LimitRule): AccountOfBody | null {
  if (!rule.account || !('account' in RATE_LIMITS[rule.limit])) return null;
  switch (rule.account) {
    case 'email':
      // A checked body names it; otherwise whatever the request says (never throws).
      return async (c, body) =>
        body === undefined ? emailInBody(c) : ((body as { email?: string }).email ?? null);
    case 'subject':
      return async (c) => {
        const subject = c.get('subject');
        return subject.kind === 'user' ? subject.userId : null;
      };
    case 'user':
      return async (c) => (hasSessionCookie(c) ? ((await signedInUser(deps, c))?.id ?? null) : null);
    case 'session':
      return async (c) => {
        const cookie = sessionCookieOf(c);
        return cookie && `session:${cookie}`;
      };
  }
}

function limitMiddleware(deps: AppDeps, route: GuardedRoute, rule: LimitRule): MiddlewareHandler<AppEnv> {
  const { limit } = rule;
  const accountOf = accountSource(deps, rule);
  const schema = rule.counts === 'valid' ? bodySchemaOf(route) : undefined;
  return async (c, next) => {
    let body: unknown;
    if (schema) {
      const parsed = schema.safeParse(await peekJson(c));
      // Not counted: the route's validator answers 400.
      if (!parsed.success) return next();
      body = parsed.data;
    }
    const account = accountOf ? await accountOf(c, body) : null;
    const counter = rule.perPath ? `${limit}${c.req.path}` : limit;
    if (!rule.backoff) {
      await enforceRateLimit(deps, c, limit, account, counter);
      return next();
    }
    // The address's limit first; the account's is checked, and counted only when it counts.
    await enforceRateLimit(deps, c, limit, null, counter);
    if (!account) return next();
    const charge = await checkAccountBackoff(deps, c, limit, account, counter);
    await next();
    const status = c.res.status;
    if (rule.backoff === 'failures' ? status === 401 || status === 403 : status < 400) await charge();
  };
}

function botCheckMiddleware(deps: AppDeps, route: GuardedRoute): MiddlewareHandler<AppEnv> {
  const schema = bodySchemaOf(route);
  return async (c, next) => {
    const parsed = schema.safeParse(await peekJson(c));
    if (parsed.success) {
      const { token } = parsed.data as { token: string };
      if (!(await deps.botCheck.verify(token, { ip: c.get('clientIp') })))
        throw new AppError('bot_check_failed');
    }
    await next();
  };
}

/** The middleware that enforces `rules` on `route`, in order: sign-in, subject, limits, bot check. */
export function routeRules(
  deps: AppDeps,
  route: GuardedRoute,
  rules: RouteRules,
): MiddlewareHandler<AppEnv>[] {
  const chain: MiddlewareHandler<AppEnv>[] = [];
  if (rules.signIn === 'required') chain.push(requireSession(deps));
  if (rules.signIn === 'admin') chain.push(requireAdmin(deps));
  if (rules.subject) chain.push(resolveSubject(deps));
  if (rules.subject === 'live') chain.push(refuseEndedSession());
  for (const rule of rules.rateLimit ?? []) chain.push(limitMiddleware(deps, route, rule));
  if (rules.botCheck === 'token') chain.push(botCheckMiddleware(deps, route));
  for (const middleware of chain) Object.defineProperty(middleware, DECLARED_RULES, { value: rules });
  return chain;
}

/**
 * Registers each route's rules on `router`, on that route's method and path only. Call it before
 * the routes are added: Hono runs handlers in the order they were registered, so the rules then
 * run before the route's validation and handler.
 */
// biome-ignore lint/suspicious/noExplicitAny: any router of this app, whatever routes it has typed.
export function withRules<R extends Hono<AppEnv, any, any>>(router: R, deps: AppDeps, table: RuleTable): R {
  for (const [route, rules] of table) {
    const path = route.getRoutingPath?.() ?? route.path;
    for (const middleware of routeRules(deps, route, rules))
      router.on(route.method.toUpperCase(), path, middleware);
  }
  return router;
}
