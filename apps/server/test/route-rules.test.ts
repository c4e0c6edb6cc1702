// Issue 13, item 7: the rules each route module declares (middleware/route-rules.ts) hold on the
// real server, route by route: read from the OpenAPI document, every operation that answers 401
// refuses a signed-out caller before it looks at the input, every admin tool refuses a plain
// user, and the limits that Better Auth counted before (its own limiter is off) are ours now.
import { messages, RATE_LIMITS } from '@reelatlas/contracts';
import { TestClient } from '@reelatlas/testing';
import { describe, expect, it } from 'vitest';
import { AUTH_RULES, FORWARDED_AUTH_ENDPOINTS } from '../src/routes/auth.ts';
import { useAccountServer } from './account-helpers.ts';
import { testClock } from './test-server.ts';

// A clock that stands still: a window cannot end between a test's requests.
const env = useAccountServer('198.18.41', { clock: testClock('2026-11-21T12:00:00Z') });

interface Operation {
  method: string;
  path: string;
  responses: Record<string, { description?: string }>;
}

async function operations(): Promise<Operation[]> {
  const doc = (await (await fetch(`${env.server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { responses: Operation['responses'] }>>;
  };
  const sample: Record<string, string> = { list: 'watchlist', type: 'movie', id: '1', country: 'SE' };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op?.responses)
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? '1'),
        responses: op.responses,
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
