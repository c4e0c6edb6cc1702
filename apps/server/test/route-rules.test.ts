// The rules each route module declares (middleware/route-rules.ts) hold on the
// real server, route by route: read from the OpenAPI document, every operation that answers 401
// refuses a signed-out caller before it looks at the input, every admin tool refuses a plain
// user, and the limits that Better Auth counted before (its own limiter is off) are ours now.
import { messages, RATE_LIMITS } from '@reelatlas/contracts';
import { TestClient } from '@reelatlas/testing';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { DECLARED_RULES, type RouteRules } from '../src/middleware/route-rules.ts';
import { AUTH_RULES, FORWARDED_AUTH_ENDPOINTS } from '../src/routes/auth.ts';
import { useAccountServer } from './account-helpers.ts';
import { testClock } from './test-server.ts';

// A clock that stands still: a window cannot end between a test's requests.
const env = useAccountServer('198.18.41', { clock: testClock('2026-11-21T12:00:00Z') });

interface Operation {
  method: string;
  /** As the document writes it (`{id}`). */
  template: string;
  path: string;
  responses: Record<string, { description?: string }>;
  security?: unknown;
  adminOnly?: boolean;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

async function operations(): Promise<Operation[]> {
  const doc = (await (await fetch(`${env.server.url}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<string, Pick<Operation, 'responses' | 'requestBody' | 'security'> & { 'x-admin-only'?: boolean }>
    >;
  };
  const sample: Record<string, string> = { list: 'watchlist', type: 'movie', id: '1', country: 'SE' };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op?.responses)
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        template: path,
        path: path.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? '1'),
        responses: op.responses,
        requestBody: op.requestBody,
        security: op.security,
        adminOnly: op['x-admin-only'],
      })),
  );
}

let ipSeq = 0;
const visitor = () => new TestClient(env.server.url, `198.18.42.${++ipSeq}`, env.server.origin);

describe('sign-in rules, from the OpenAPI document', () => {
  it('every operation that answers 401 refuses a signed-out caller first, before validation', async () => {
    // The search answers 401 only to a session that ended (anyone may search); Better Auth's
    // operations are its own.
    const ops = (await operations()).filter(
      (op) => op.responses['401'] && op.path !== '/api/search' && !op.path.startsWith('/api/auth/'),
    );
    expect(ops.length).toBeGreaterThan(15);
    for (const op of ops) {
      const res = await visitor().request(op.path, { method: op.method });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expect(((await res.json()) as { error: string }).error).toBe('unauthorized');
    }
  });

  it('every admin tool answers 403 to a signed-in user without admin rights', async () => {
    const ops = (await operations()).filter((op) =>
      /not an admin/.test(op.responses['403']?.description ?? ''),
    );
    expect(ops.map((op) => op.path).sort()).toEqual(
      ['/api/admin/messages', '/api/ban-ip', '/api/banned-ips', '/api/unban-ip'].sort(),
    );
    const { client } = await env.verifiedUser('plainuser');
    for (const op of ops) {
      const res = await client.request(op.path, { method: op.method });
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
    }
  });
});

describe("Better Auth's endpoints: our limits, Better Auth's limiter off", () => {
  it('declares a limit for every forwarded endpoint', () => {
    for (const path of Object.keys(FORWARDED_AUTH_ENDPOINTS))
      expect(AUTH_RULES[path]?.rateLimit?.length, path).toBeGreaterThan(0);
  });

  async function expectLimited(res: Response, windowSeconds: number) {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'rate_limited', message: messages.rateLimited });
  }

  it('change-password: 3 per 10 s per IP (it checks the current password), counted valid or not', async () => {
    const client = visitor();
    const { max, windowSeconds } = RATE_LIMITS.changePassword.ip;
    const change = () =>
      client.request('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword: 'Wrong123', newPassword: 'Better123' },
      });
    for (let i = 0; i < max; i++) expect((await change()).status).not.toBe(429);
    await expectLimited(await change(), windowSeconds);
  });

  it('the other endpoints: 100 a minute per IP, each path apart', async () => {
    const client = visitor();
    const { max, windowSeconds } = RATE_LIMITS.authEndpoint.ip;
    for (let i = 0; i < max; i++) expect((await client.request('/api/auth/get-session')).status).toBe(200);
    await expectLimited(await client.request('/api/auth/get-session'), windowSeconds);
    // Another endpoint from the same address has a count of its own.
    expect((await client.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).not.toBe(429);
  });
});

describe('the rules each route declares (read from the composed app)', () => {
  /** The rules registered for an operation: its method and path, as Hono writes the path. */
  function declared(op: Operation): RouteRules[] {
    const path = op.template.replace(/\{(\w+)\}/g, ':$1');
    return createApp(env.server.deps)
      .routes.filter((r) => r.method === op.method && r.path === path)
      .map((r) => (r.handler as { [DECLARED_RULES]?: RouteRules })[DECLARED_RULES])
      .filter((rules): rules is RouteRules => rules !== undefined);
  }
  const ours = async () => (await operations()).filter((op) => !op.path.startsWith('/api/auth/'));

  it('every operation that takes a bot-check token says where it is checked', async () => {
    const withToken = (await ours()).filter(
      (op) => op.requestBody?.content?.['application/json']?.schema?.properties?.token,
    );
    // A new operation with a token must be sorted here: a bot-check token, or another kind.
    expect(withToken.map((op) => op.path).sort()).toEqual([
      '/api/contact',
      '/api/password-reset/check',
      '/api/search',
      '/api/suggest',
    ]);
    // The reset link's token is the e-mailed link's own, not a bot check's.
    const botChecked = withToken.filter((op) => op.path !== '/api/password-reset/check');
    for (const op of botChecked)
      expect(
        declared(op).some((rules) => rules.botCheck),
        op.path,
      ).toBe(true);
  });

  it('every operation that documents 429 declares a burst limit', async () => {
    const limited = (await ours()).filter((op) => op.responses['429']);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    for (const op of limited)
      expect(
        declared(op).some((rules) => rules.rateLimit?.length),
        `${op.method} ${op.path}`,
      ).toBe(true);
  });

  it('the document lists the session requirement of exactly the operations that declare sign-in', async () => {
    const signedIn = (await ours()).filter((op) => declared(op).some((rules) => rules.signIn));
    expect(signedIn.length).toBeGreaterThan(20);
    for (const op of await ours()) {
      const rule = declared(op).find((rules) => rules.signIn)?.signIn;
      expect(op.security, `${op.method} ${op.path}`).toEqual(rule ? [{ session: [] }] : undefined);
      expect(op.adminOnly, `${op.method} ${op.path}`).toBe(rule === 'admin' ? true : undefined);
    }
    expect((await ours()).filter((op) => op.adminOnly).map((op) => op.template)).toContain('/api/banned-ips');
  });

  it('every operation that documents 401 declares sign-in (or, for a search, a live session)', async () => {
    for (const op of (await ours()).filter((o) => o.responses['401'])) {
      const rules = declared(op);
      expect(
        rules.some((r) => r.signIn || r.subject === 'live'),
        `${op.method} ${op.path}`,
      ).toBe(true);
    }
  });
});
