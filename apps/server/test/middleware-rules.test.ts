// The middleware's rules as a client sees them (status, body, headers), on a bare Hono app of the
// real middleware with the real rate-limit and ban stores on the test database (docs/testing.md#what-the-suites-check). The
// whole API suite covers them too, through a full server per file; this file exists so that
// mutation testing (`npm run test:mutation`) can run them per mutant in a second instead of a
// server boot. The session lookup (Better Auth, tested over HTTP in accounts and admin tests) is
// given as already resolved for the request, as the middleware share it (`sessionUser`).
import { adminMessages, defaultMessage, RATE_LIMITS, type RateLimitName } from '@reelatlas/contracts';
import { createBanStore, createRateLimitStore, schema } from '@reelatlas/db';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { Hono } from 'hono';
import { serializeSigned } from 'hono/utils/cookie';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SignedInUser } from '../src/auth/session-user.ts';
import { createBanList } from '../src/boot/ban-list.ts';
import type { AppDeps, AppEnv } from '../src/context.ts';
import { parseEnv } from '../src/env.ts';
import { banGuard } from '../src/middleware/ban-guard.ts';
import { DEVICE_COOKIE } from '../src/middleware/device-cookie.ts';
import { createErrorHandler } from '../src/middleware/errors.ts';
import { requireAdmin } from '../src/middleware/require-admin.ts';
import { requireSession } from '../src/middleware/require-session.ts';
import { withRules } from '../src/middleware/route-rules.ts';
import { sameOrigin } from '../src/middleware/same-origin.ts';
import { refuseEndedSession, resolveClientIpMiddleware, resolveSubject } from '../src/middleware/subject.ts';

const SITE = 'http://reelatlas.test';
const SECRET = 'middleware-test-secret-0123456789abcdef';
const NOW = new Date('2026-11-21T12:00:20Z');

const migrated = useMigratedDatabase();

/** Sessions by cookie value: what Better Auth would answer for each (null: ended). */
const sessions = new Map<string, SignedInUser | null>();
let seq = 0;

function user(fields: Partial<SignedInUser> = {}): SignedInUser {
  const n = ++seq;
  return {
    id: `mw-user-${n}`,
    email: `mw${n}@example.test`,
    emailVerified: true,
    name: 'x',
    username: `mw${n}`,
    country: 'SE',
    plan: 'Free',
    isPro: false,
    isTrial: false,
    trialUsed: false,
    isAdmin: false,
    emailVerifiedAt: new Date('2026-11-01T00:00:00Z'),
    createdAt: new Date('2026-11-01T00:00:00Z'),
    sessionCreatedAt: new Date('2026-11-02T00:00:00Z'),
    ...fields,
  };
}

/** A session cookie for `who` (null: one whose session has ended). */
function sessionCookie(who: SignedInUser | null, name = 'ra.session_token'): string {
  const token = `token-${++seq}`;
  sessions.set(token, who);
  return `${name}=${token}`;
}

const ruledForm = z.object({
  email: z.string().max(254),
  message: z.string().min(1),
  token: z.string().min(1),
});

function app(env: Record<string, string> = {}) {
  const parsed = parseEnv({
    NODE_ENV: 'test',
    AUTH_SECRET: SECRET,
    TRUST_PROXY: '1',
    PUBLIC_URL: SITE,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const clock = { now: () => NOW };
  const deps = {
    env: parsed,
    clock,
    cookieSecret: SECRET,
    rateLimits: createRateLimitStore(migrated.current.db),
    bans: createBanList(createBanStore(migrated.current.db), clock),
    trustedOrigins: [`${SITE}/`, 'http://localhost:5173'],
    // A token passes when it says so.
    botCheck: { verify: async (token: string) => token === 'human' },
  } as unknown as AppDeps;
  const hono = new Hono<AppEnv>();
  hono.onError(createErrorHandler(pino({ level: 'silent' })));
  hono.use('*', resolveClientIpMiddleware(deps));
  // The request's session, looked up once (as signedInUser does with Better Auth).
  hono.use('*', async (c, next) => {
    const cookie = c.req.header('cookie') ?? '';
    const token = /(?:^|; )(?:__Secure-)?ra\.session_token=([^;]+)/.exec(cookie)?.[1];
    c.set('sessionUser', token ? (sessions.get(token) ?? null) : null);
    await next();
  });
  hono.use('/api/*', banGuard(deps));
  hono.use('/api/*', sameOrigin(deps.trustedOrigins));
  hono.post('/api/change', (c) => c.json({ changed: true }));
  hono.put('/api/change', (c) => c.json({ changed: true }));
  hono.patch('/api/change', (c) => c.json({ changed: true }));
  hono.delete('/api/change', (c) => c.json({ changed: true }));
  hono.get('/api/read', (c) => c.json({ read: true }));
  hono.get('/api/private', requireSession(deps), (c) => c.json({ private: true }));
  hono.get('/api/admin', requireAdmin(deps), (c) => c.json({ admin: true }));
  hono.get('/api/subject', resolveSubject(deps), refuseEndedSession(), (c) => c.json(c.get('subject')));
  // Each limit as a route declares it, counting the e-mail the body names where it has an account ceiling.
  const names = Object.keys(RATE_LIMITS) as RateLimitName[];
  withRules(
    hono,
    deps,
    names.map(
      (name) =>
        [
          { method: 'POST', path: `/api/limited/${name}` },
          { rateLimit: [{ limit: name, account: 'email' }] },
        ] as const,
    ),
  );
  for (const name of names) hono.post(`/api/limited/${name}`, (c) => c.json({ ok: true }));
  // Routes whose rules are declared, as a route module declares them (route-rules.ts).
  withRules(hono, deps, [
    [
      { method: 'POST', path: '/api/ruled/form', body: ruledForm },
      { rateLimit: [{ limit: 'contact', account: 'email', counts: 'valid' }], botCheck: 'token' },
    ],
    [
      { method: 'DELETE', path: '/api/ruled/account' },
      { signIn: 'required', rateLimit: [{ limit: 'deleteAccount', account: 'user' }] },
    ],
    [
      { method: 'GET', path: '/api/ruled/each/:name' },
      { rateLimit: [{ limit: 'changePassword', perPath: true }] },
    ],
    [
      { method: 'POST', path: '/api/ruled/sign-in' },
      { rateLimit: [{ limit: 'signIn', account: 'email', backoff: 'failures' }] },
    ],
    [
      { method: 'POST', path: '/api/ruled/reset' },
      { rateLimit: [{ limit: 'resetPassword', account: 'email', backoff: 'requests' }] },
    ],
  ]);
  // A sign-in whose one right password is "right"; a reset that accepts any e-mail.
  hono.post('/api/ruled/sign-in', async (c) =>
    (await c.req.json()).password === 'right' ? c.json({ ok: true }) : c.json({ error: 'unauthorized' }, 401),
  );
  hono.post('/api/ruled/reset', (c) => c.json({ ok: true }));
  hono.post('/api/ruled/form', async (c) => {
    const parsed = ruledForm.safeParse(await c.req.json().catch(() => undefined));
    return parsed.success ? c.json({ sent: true }) : c.json({ error: 'validation_failed' }, 400);
  });
  hono.delete('/api/ruled/account', (c) => c.json({ deleted: true }));
  hono.get('/api/ruled/each/:name', (c) => c.json({ ok: true }));
  return { deps, request: (path: string, init?: RequestInit) => hono.request(path, init) };
}

let ipSeq = 0;
/** A client address of its own, as the proxy forwards it. */
const newIp = () => `198.51.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });
const body = async (res: Response) => res.json();

describe('same origin (CSRF)', () => {
  it('refuses every state-changing method from another site', async () => {
    const { request } = app();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await request('/api/change', {
        method,
        headers: from(newIp(), { origin: 'https://evil.test' }),
      });
      expect(res.status).toBe(403);
      expect(await body(res)).toEqual({
        error: 'forbidden',
        message: 'Cross-site requests are not allowed.',
      });
    }
  });

  it('lets the site, a trusted development origin and clients without Origin change state', async () => {
    const { request } = app();
    for (const origin of [SITE, 'http://localhost:5173', undefined]) {
      const headers = from(newIp(), origin ? { origin } : {});
      const res = await request('/api/change', { method: 'POST', headers });
      expect(res.status).toBe(200);
    }
  });

  it('lets another site read', async () => {
    const res = await app().request('/api/read', { headers: from(newIp(), { origin: 'https://evil.test' }) });
    expect(res.status).toBe(200);
  });
});

describe('sign-in and admin guards', () => {
  it('answers 401 to a signed-out caller of a signed-in route, and lets a session through', async () => {
    const { request } = app();
    const out = await request('/api/private', { headers: from(newIp()) });
    expect(out.status).toBe(401);
    expect(await body(out)).toEqual({ error: 'unauthorized', message: defaultMessage.unauthorized });
    const signedIn = await request('/api/private', {
      headers: from(newIp(), { cookie: sessionCookie(user()) }),
    });
    expect(signedIn.status).toBe(200);
  });

  it('admin tools: 401 signed out, 403 for a user, open (never cached) for an admin', async () => {
    const { request } = app();
    const out = await request('/api/admin', { headers: from(newIp()) });
    expect(out.status).toBe(401);
    expect(await body(out)).toEqual({ error: 'unauthorized', message: defaultMessage.unauthorized });

    const plain = await request('/api/admin', { headers: from(newIp(), { cookie: sessionCookie(user()) }) });
    expect(plain.status).toBe(403);
    expect(await body(plain)).toEqual({ error: 'forbidden', message: adminMessages.adminOnly });

    const admin = await request('/api/admin', {
      headers: from(newIp(), { cookie: sessionCookie(user({ isAdmin: true })) }),
    });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('no-store');
  });
});

describe('ban guard', () => {
  beforeEach(async () => {
    for (const ip of await createBanStore(migrated.current.db).list())
      await createBanStore(migrated.current.db).remove(ip);
  });

  it('answers 403 banned (never cached) to a banned address or range, on every API route', async () => {
    const { deps, request } = app();
    await deps.bans.add('203.0.113.9', null, 100);
    await deps.bans.add('2001:db8:5::/48', null, 100);
    for (const ip of ['203.0.113.9', '2001:db8:5:1::7']) {
      for (const path of ['/api/read', '/api/private']) {
        const res = await request(path, { headers: from(ip) });
        expect(res.status).toBe(403);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await body(res)).toEqual({ error: 'banned', message: defaultMessage.banned });
      }
    }
    expect((await request('/api/read', { headers: from('203.0.113.10') })).status).toBe(200);
    expect((await request('/api/read', { headers: from('2001:db8:6::1') })).status).toBe(200);
  });

  it('lets a signed-in admin through a ban (to lift it), but no other user', async () => {
    const { deps, request } = app();
    await deps.bans.add('203.0.113.20', null, 100);
    const admin = await request('/api/read', {
      headers: from('203.0.113.20', { cookie: sessionCookie(user({ isAdmin: true })) }),
    });
    expect(admin.status).toBe(200);
    const plain = await request('/api/read', {
      headers: from('203.0.113.20', { cookie: sessionCookie(user()) }),
    });
    expect(plain.status).toBe(403);
    // An admin whose session opened before the address was verified is no admin (docs/product-rules.md#admins).
    const early = user({ isAdmin: true, sessionCreatedAt: new Date('2026-10-01T00:00:00Z') });
    const stale = await request('/api/read', {
      headers: from('203.0.113.20', { cookie: sessionCookie(early) }),
    });
    expect(stale.status).toBe(403);
  });
});

describe('who is counted (subject and device cookie)', () => {
  const deviceCookieOf = (res: Response) =>
    (res.headers.getSetCookie?.() ?? []).find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));

  it('gives a new browser a signed, HttpOnly, year-long device cookie and counts it as anonymous', async () => {
    const res = await app().request('/api/subject', { headers: from('203.0.113.30') });
    expect(res.status).toBe(200);
    const subject = await body(res);
    expect(subject).toEqual({
      kind: 'anonymous',
      deviceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ipKey: '203.0.113.30',
      ipBlockKey: null,
    });
    const cookie = deviceCookieOf(res) ?? '';
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=${subject.deviceId}\\.`));
    expect(cookie).toMatch(/; Max-Age=31536000/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('marks the device cookie Secure behind HTTPS', async () => {
    const res = await app({ PUBLIC_URL: 'https://reelatlas.test' }).request('/api/subject', {
      headers: from(newIp()),
    });
    expect(deviceCookieOf(res)).toMatch(/; Secure/);
  });

  it('knows a returning browser by its cookie (and sets none), and gives a forged one a new id', async () => {
    const { request } = app();
    const first = await request('/api/subject', { headers: from(newIp()) });
    const { deviceId } = await body(first);
    const cookie = (deviceCookieOf(first) ?? '').split(';')[0] ?? '';
    for (let visit = 0; visit < 2; visit++) {
      const again = await request('/api/subject', { headers: from(newIp(), { cookie }) });
      expect((await body(again)).deviceId).toBe(deviceId);
      expect(deviceCookieOf(again)).toBeUndefined();
    }
    const forged = await request('/api/subject', {
      headers: from(newIp(), { cookie: `${DEVICE_COOKIE}=${deviceId}.forgedsignature%3D` }),
    });
    expect((await body(forged)).deviceId).not.toBe(deviceId);
    expect(deviceCookieOf(forged)).toBeDefined();
    // Signed with the right secret but not an id this server hands out: a new id too.
    const odd = await serializeSigned(DEVICE_COOKIE, 'not-a-device-id', SECRET);
    const oddVisit = await request('/api/subject', { headers: from(newIp(), { cookie: odd }) });
    expect((await body(oddVisit)).deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceCookieOf(oddVisit)).toBeDefined();
  });

  it('groups an IPv6 visitor by /64 and /48', async () => {
    const res = await app().request('/api/subject', { headers: from('2001:db8:7:8:1:2:3:4') });
    expect(await body(res)).toMatchObject({ ipKey: '2001:db8:7:8::/64', ipBlockKey: '2001:db8:7::/48' });
  });

  it('counts a signed-in user by id, with the plan that holds now, never a lapsed trial', async () => {
    const { request } = app();
    const free = user({ emailVerified: false });
    const trial = user({
      plan: 'Trial',
      isTrial: true,
      isPro: true,
      trialEndDate: new Date('2026-12-01T00:00:00Z'),
    });
    const lapsed = user({
      plan: 'Trial',
      isTrial: true,
      isPro: true,
      trialEndDate: new Date('2026-11-20T00:00:00Z'),
    });
    const expectations: [SignedInUser, string][] = [
      [free, 'Free'],
      [trial, 'Trial'],
      [lapsed, 'Free'],
    ];
    for (const [who, plan] of expectations) {
      const res = await request('/api/subject', {
        headers: from('203.0.113.40', { cookie: sessionCookie(who), 'x-pro': 'true' }),
      });
      expect(await body(res)).toEqual({
        kind: 'user',
        userId: who.id,
        plan,
        emailVerified: who.emailVerified,
        deviceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ipKey: '203.0.113.40',
        ipBlockKey: null,
      });
    }
  });

  it('answers 401 to a search with an ended session, and drops its cookies', async () => {
    const { request } = app();
    for (const name of ['ra.session_token', '__Secure-ra.session_token']) {
      const res = await request('/api/subject', {
        headers: from(newIp(), { cookie: sessionCookie(null, name) }),
      });
      expect(res.status).toBe(401);
      expect(await body(res)).toEqual({
        error: 'unauthorized',
        message: 'Your session has expired. Please sign in again.',
      });
      const deletions = (res.headers.getSetCookie?.() ?? []).filter((cookie) => /Max-Age=0/.test(cookie));
      // A deletion reaches the browser's cookie only with the cookie's own path (and, for the
      // __Secure- ones, Secure).
      for (const cookie of deletions) {
        expect(cookie).toMatch(/; Path=\/(;|$)/);
        if (cookie.startsWith('__Secure-')) expect(cookie).toMatch(/; Secure/);
      }
      const cleared = deletions.map((cookie) => cookie.split('=')[0]);
      expect(cleared.sort()).toEqual(
        ['ra.session_token', 'ra.session_data', 'ra.dont_remember']
          .flatMap((cookie) => [cookie, `__Secure-${cookie}`])
          .sort(),
      );
    }
    // Any other cookie is no session: counted as anonymous.
    const other = await request('/api/subject', {
      headers: from(newIp(), { cookie: 'ra.session_tokenx=1' }),
    });
    expect(other.status).toBe(200);
  });
});

describe('the account back-off (sign-in, reset requests)', () => {
  const attempt = (request: ReturnType<typeof app>['request'], path: string, ip: string, json: unknown) =>
    request(path, {
      method: 'POST',
      headers: from(ip, { 'content-type': 'application/json' }),
      body: JSON.stringify(json),
    });
  const signIn = (
    request: ReturnType<typeof app>['request'],
    ip: string,
    password: string,
    email = 'owner@example.test',
  ) => attempt(request, '/api/ruled/sign-in', ip, { email, password });
  const rows = async (prefix: string) =>
    (await migrated.current.db.select({ key: schema.rateLimits.key }).from(schema.rateLimits)).filter((row) =>
      row.key.startsWith(prefix),
    ).length;

  it('counts failed sign-ins only; past the ceiling holds the addresses that failed, not a fresh one', async () => {
    const { request } = app({ RATE_LIMIT_MULTIPLIER: '1' });
    const { max } = RATE_LIMITS.signIn.account;
    // Right passwords, many of them, from many addresses: never counted.
    for (let i = 0; i < 2 * max; i++) expect((await signIn(request, newIp(), 'right')).status).toBe(200);
    // Wrong ones from two addresses (each under its own per-address ceiling) fill the account's.
    const addresses = [newIp(), newIp(), newIp()];
    const [first = '', second = ''] = addresses;
    for (let i = 0; i < max; i++)
      expect((await signIn(request, addresses[i % 3] ?? '', 'wrong')).status).toBe(401);
    const held = await signIn(request, first, 'right');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await signIn(request, second, 'right')).status).toBe(429);
    // The owner from a fresh address gets in; a fresh address guessing gets one try.
    expect((await signIn(request, newIp(), 'right')).status).toBe(200);
    const third = newIp();
    expect((await signIn(request, third, 'wrong')).status).toBe(401);
    expect((await signIn(request, third, 'right')).status).toBe(429);
    // Another account is untouched.
    expect((await signIn(request, third, 'wrong', 'other@example.test')).status).toBe(401);
  });

  it('a request the address limit refuses counts nothing against any account and writes no row', async () => {
    const { request } = app();
    const ip = newIp();
    const before = await rows('signIn:acct');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await signIn(request, ip, 'wrong', `made-up-${ipSeq}-${i}@example.test`)).status);
    const { max } = RATE_LIMITS.signIn.ip;
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - max);
    // An account row and an account-and-address row per failure that got through.
    expect((await rows('signIn:acct')) - before).toBe(2 * max);
  });

  it('counts every accepted reset request, and lets a fresh address ask past the ceiling', async () => {
    const { request } = app();
    const { max } = RATE_LIMITS.resetPassword.account;
    const email = `reset-${ipSeq}@example.test`;
    const ip = newIp();
    for (let i = 0; i < max; i++)
      expect((await attempt(request, '/api/ruled/reset', i < 3 ? ip : newIp(), { email })).status).toBe(200);
    expect((await attempt(request, '/api/ruled/reset', ip, { email: email.toUpperCase() })).status).toBe(429);
    const owner = newIp();
    expect((await attempt(request, '/api/ruled/reset', owner, { email })).status).toBe(200);
    expect((await attempt(request, '/api/ruled/reset', owner, { email })).status).toBe(429);
  });
});

describe('burst limits', () => {
  const post = (request: ReturnType<typeof app>['request'], name: string, ip: string, json?: unknown) =>
    request(`/api/limited/${name}`, {
      method: 'POST',
      headers: from(ip, { 'content-type': 'application/json' }),
      body: JSON.stringify(json ?? {}),
    });

  it('lets max requests per IP through, then 429 with Retry-After until the window ends', async () => {
    const { request } = app();
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.signIn.ip.max; i++)
      expect((await post(request, 'signIn', ip)).status).toBe(200);
    const over = await post(request, 'signIn', ip);
    expect(over.status).toBe(429);
    expect(await body(over)).toEqual({ error: 'rate_limited', message: defaultMessage.rate_limited });
    // The one-minute window began at 12:00:00; it is 12:00:20.
    expect(over.headers.get('retry-after')).toBe('40');
    expect(over.headers.get('cache-control')).toBe('no-store');
    expect((await post(request, 'signIn', newIp())).status).toBe(200);
  });

  it('counts per account across addresses (the e-mail trimmed, any case)', async () => {
    const { request } = app();
    const max = RATE_LIMITS.resetPassword.account.max;
    const spellings = ['victim@example.test', ' Victim@Example.TEST '];
    for (let i = 0; i < max; i++)
      expect((await post(request, 'resetPassword', newIp(), { email: spellings[i % 2] })).status).toBe(200);
    const over = await post(request, 'resetPassword', newIp(), { email: 'VICTIM@example.test' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(40);
    expect((await post(request, 'resetPassword', newIp(), { email: 'other@example.test' })).status).toBe(200);
  });

  it('no account key for a missing, non-text or overlong e-mail: only the IP counts', async () => {
    const { request } = app();
    const max = RATE_LIMITS.resetPassword.account.max;
    for (const email of [undefined, 42, ['victim@example.test'], `${'a'.repeat(250)}@b.test`]) {
      for (let i = 0; i < max + 1; i++)
        expect(
          (await post(request, 'resetPassword', newIp(), email === undefined ? {} : { email })).status,
        ).toBe(200);
    }
    const exact = `${'b'.repeat(247)}@b.test`;
    for (let i = 0; i < max; i++) await post(request, 'resetPassword', newIp(), { email: exact });
    expect((await post(request, 'resetPassword', newIp(), { email: exact })).status).toBe(429);
  });

  it('counts an IPv6 /48 at IPV6_48_MULTIPLIER × the ceiling, where the rule says so', async () => {
    const { request } = app({ IPV6_48_MULTIPLIER: '2' });
    const max = RATE_LIMITS.signUp.ip.max;
    // Each request from a /64 of its own inside one /48: only the /48 fills up.
    const addresses = Array.from({ length: 2 * max + 1 }, (_, i) => `2001:db8:48:${i + 1}::1`);
    for (const ip of addresses.slice(0, 2 * max))
      expect((await post(request, 'signUp', ip)).status).toBe(200);
    expect((await post(request, 'signUp', addresses[2 * max] ?? '')).status).toBe(429);
    // Each rule has a /48 counter of its own (contact has one too), and a rule without the /48
    // (sign-in) counts /64s alone.
    expect((await post(request, 'contact', addresses[2 * max] ?? '')).status).toBe(200);
    for (const ip of addresses) expect((await post(request, 'signIn', ip)).status).toBe(200);
  });

  it('counts autocomplete by /48 too: a tunnel’s /64s share one ceiling', async () => {
    const { request } = app({ IPV6_48_MULTIPLIER: '2' });
    const max = RATE_LIMITS.autocomplete.ip.max;
    const statuses: number[] = [];
    for (let i = 0; i <= 2 * max; i++)
      statuses.push((await post(request, 'autocomplete', `2001:db8:4a:${i + 1}::1`)).status);
    expect(statuses.slice(0, 2 * max).every((status) => status === 200)).toBe(true);
    expect(statuses[2 * max]).toBe(429);
    // Another /48 types on.
    expect((await post(request, 'autocomplete', '2001:db8:4b:1::1')).status).toBe(200);
  });

  it('counts an IPv6 visitor by /64', async () => {
    const { request } = app();
    const max = RATE_LIMITS.signIn.ip.max;
    for (let i = 0; i < max; i++)
      expect((await post(request, 'signIn', `2001:db8:64:1::${i + 1}`)).status).toBe(200);
    expect((await post(request, 'signIn', '2001:db8:64:1::ff')).status).toBe(429);
  });

  it('scales every ceiling by RATE_LIMIT_MULTIPLIER', async () => {
    const { request } = app({ RATE_LIMIT_MULTIPLIER: '2' });
    const ip = newIp();
    for (let i = 0; i < 2 * RATE_LIMITS.signIn.ip.max; i++)
      expect((await post(request, 'signIn', ip)).status).toBe(200);
    expect((await post(request, 'signIn', ip)).status).toBe(429);
  });

  it('a rule without an account limit never counts the account', async () => {
    const { request } = app();
    const max = RATE_LIMITS.botcheckChallenge.ip.max;
    for (let i = 0; i < max + 1; i++)
      expect((await post(request, 'botcheckChallenge', newIp(), { email: 'same@example.test' })).status).toBe(
        200,
      );
  });
});

describe('route rules (declared by the route)', () => {
  const sendForm = (request: ReturnType<typeof app>['request'], ip: string, json: unknown) =>
    request('/api/ruled/form', {
      method: 'POST',
      headers: from(ip, { 'content-type': 'application/json' }),
      body: JSON.stringify(json),
    });
  const valid = (email: string, token = 'human') => ({ email, message: 'hi', token });

  it('a form counts only valid bodies, by the e-mail they name, then checks the bot-check token', async () => {
    const { request } = app();
    const ip = newIp();
    const { max } = RATE_LIMITS.contact.ip;
    // Invalid bodies get the validator's 400 and are never counted.
    for (let i = 0; i < max + 2; i++)
      expect((await sendForm(request, ip, { email: 'a@b.test' })).status).toBe(400);
    const bot = await sendForm(request, ip, valid('a@b.test', 'robot'));
    expect(bot.status).toBe(403);
    expect(await body(bot)).toEqual({ error: 'bot_check_failed', message: defaultMessage.bot_check_failed });
    for (let i = 1; i < max; i++)
      expect((await sendForm(request, ip, valid(`p${i}@b.test`))).status).toBe(200);
    const over = await sendForm(request, ip, valid('q@b.test'));
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe(String(60 * 60 - 20));
    // Per account: the e-mail the body names, from any address.
    for (let i = 0; i < RATE_LIMITS.contact.account.max; i++)
      expect((await sendForm(request, newIp(), valid('named@b.test'))).status).toBe(200);
    expect((await sendForm(request, newIp(), valid('NAMED@b.test'))).status).toBe(429);
  });

  it('checks sign-in first: a signed-out caller gets 401 and is not counted', async () => {
    const { request } = app();
    const ip = newIp();
    const { max } = RATE_LIMITS.deleteAccount.ip;
    const remove = (cookie?: string) =>
      request('/api/ruled/account', { method: 'DELETE', headers: from(ip, cookie ? { cookie } : {}) });
    for (let i = 0; i < max + 2; i++) expect((await remove()).status).toBe(401);
    const who = user();
    for (let i = 0; i < max; i++) expect((await remove(sessionCookie(who))).status).toBe(200);
    expect((await remove(sessionCookie(who))).status).toBe(429);
    // Per account too: the same user from another address.
    const elsewhere = await request('/api/ruled/account', {
      method: 'DELETE',
      headers: from(newIp(), { cookie: sessionCookie(who) }),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('perPath: each path of one rule has a counter of its own', async () => {
    const { request } = app();
    const ip = newIp();
    const { max } = RATE_LIMITS.changePassword.ip;
    for (let i = 0; i < max; i++)
      expect((await request('/api/ruled/each/a', { headers: from(ip) })).status).toBe(200);
    expect((await request('/api/ruled/each/a', { headers: from(ip) })).status).toBe(429);
    expect((await request('/api/ruled/each/b', { headers: from(ip) })).status).toBe(200);
  });
});
