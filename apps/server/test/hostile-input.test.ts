import { schema } from '@reelatlas/db';
import { solveAltcha, TestClient } from '@reelatlas/testing';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountServer } from './account-helpers.ts';
import { startTestServer } from './test-server.ts';

const ADMIN = 'hostile-admin@reelatlas.test';
const env = useAccountServer('198.18.3', {
  env: () => ({ ADMIN_EMAILS: ADMIN, OPERATOR_EMAIL: 'ops@reelatlas.test' }),
});
const { newVisitor, verifiedUser, adminUser } = env;

let user: TestClient;
let admin: TestClient;
beforeAll(async () => {
  user = (await verifiedUser('hostile')).client;
  admin = (await adminUser('hostileadmin', ADMIN)).client;
});

/** Row counts of every table a request could change, to prove a refused one changed nothing. */
async function snapshot() {
  const db = env.server.deps.database.db;
  const rows = async (
    table:
      | typeof schema.listEntries
      | typeof schema.contactMessages
      | typeof schema.suggestions
      | typeof schema.bannedIps,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const users = await db
    .select({ username: schema.users.username, country: schema.users.country, plan: schema.users.plan })
    .from(schema.users);
  return {
    users: JSON.stringify(users.sort((a, b) => a.username.localeCompare(b.username))),
    lists: await rows(schema.listEntries),
    counters: JSON.stringify(await db.select().from(schema.searchCounters)),
    contact: await rows(schema.contactMessages),
    suggestions: await rows(schema.suggestions),
    bans: await rows(schema.bannedIps),
  };
}

type Send = (client: TestClient, init: RequestInit & { json?: unknown }) => Promise<Response>;
const endpoint = (
  path: string,
  method: string,
  who: () => TestClient,
): { path: string; send: Send; who: () => TestClient } => ({
  path,
  who,
  send: (client, init) => client.request(path, { method, ...init }),
});

/** Every JSON-body endpoint, with the caller it needs to get past sign-in and role checks. */
const bodies = () => [
  endpoint('/api/search', 'POST', newVisitor),
  endpoint('/api/lists/watchlist', 'POST', () => user),
  endpoint('/api/me', 'PATCH', () => user),
  endpoint('/api/me', 'DELETE', () => user),
  endpoint('/api/ban-ip', 'POST', () => admin),
  endpoint('/api/unban-ip', 'POST', () => admin),
  endpoint('/api/contact', 'POST', newVisitor),
  endpoint('/api/suggest', 'POST', () => user),
  endpoint('/api/auth/sign-up/email', 'POST', newVisitor),
  endpoint('/api/auth/sign-in/email', 'POST', newVisitor),
  endpoint('/api/auth/request-password-reset', 'POST', newVisitor),
];

const raw = (body: string): RequestInit => ({ body, headers: { 'content-type': 'application/json' } });

describe('hostile input: every endpoint answers a clear 4xx and changes nothing', () => {
  it('malformed JSON', async () => {
    const before = await snapshot();
    for (const { path, send, who } of bodies()) {
      for (const body of ['{', '{"query": }', 'null', '[]', '"text"', '\u0000']) {
        const res = await send(who(), raw(body));
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('wrong types', async () => {
    const before = await snapshot();
    const wrong = {
      query: 42,
      token: ['x'],
      id: { $gt: 0 },
      type: 'person',
      username: 7,
      country: true,
      password: null,
      ip: ['1.2.3.4'],
      name: {},
      email: 1,
      message: false,
    };
    for (const { path, send, who } of bodies()) {
      const res = await send(who(), { json: wrong });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    for (const path of [
      '/api/autocomplete?q=',
      '/api/autocomplete?q[]=a',
      '/api/top-rated?limit=-1',
      '/api/top-rated?limit=abc',
      '/api/lists/nope',
      '/api/lists/watchlist/movie/abc',
    ]) {
      const res = await user.request(path, path.includes('/movie/') ? { method: 'DELETE' } : {});
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('huge bodies are refused with 413 before they are read', async () => {
    const before = await snapshot();
    const huge = 'x'.repeat(17 * 1024);
    for (const { path, send, who } of bodies()) {
      const res = await send(who(), {
        json: { message: huge, query: huge, name: huge, email: huge, ip: huge },
      });
      expect(res.status, path).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe('payload_too_large');
    }
    // Large but within the limit: refused by the field's own maximum.
    const long = await env.server.deps.database.db.select().from(schema.contactMessages);
    const res = await newVisitor().json<{ fields: Record<string, string> }>('/api/contact', {
      method: 'POST',
      json: {
        name: 'n',
        email: 'a@b.test',
        message: 'y'.repeat(6000),
        token: await solveAltcha(env.server.url),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.message).toMatch(/under 5000 characters/);
    expect(await snapshot()).toEqual({ ...before, contact: long.length });
  });

  it('control characters in free text are refused; other unicode is kept as typed', async () => {
    const before = await snapshot();
    const nul = 'bad\u0000name';
    for (const [path, method, client, json] of [
      ['/api/me', 'PATCH', user, { username: nul }],
      ['/api/me', 'PATCH', user, { username: 'a\u001bb' }],
      ['/api/suggest', 'POST', user, { message: 'hello\u0000world', token: 'x' }],
      ['/api/contact', 'POST', newVisitor(), { name: nul, email: 'a@b.test', message: 'hi', token: 'x' }],
      [
        '/api/contact',
        'POST',
        newVisitor(),
        { name: 'a', email: 'a@b.test', message: 'x\u0007y', token: 'x' },
      ],
      ['/api/search', 'POST', newVisitor(), { query: 'Matrix\u0000', token: 'x' }],
      [
        '/api/auth/sign-up/email',
        'POST',
        newVisitor(),
        { email: 'nul@example.test', password: 'Secret12', username: 'nul', name: nul },
      ],
    ] as const) {
      const res = await (client as TestClient).request(path, { method, json });
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(400);
    }
    expect((await newVisitor().request('/api/autocomplete?q=ma%00trix')).status).toBe(400);
    expect(await snapshot()).toEqual(before);

    const text = 'Ça va? 你好 👋🏽 مرحبا — line one\nline two';
    const res = await newVisitor().json('/api/contact', {
      method: 'POST',
      json: {
        name: 'Zoë 🎬',
        email: 'zoe@example.test',
        message: text,
        token: await solveAltcha(env.server.url),
      },
    });
    expect(res.status).toBe(200);
    const { body } = await admin.json<{ contact: { name: string; message: string }[] }>(
      '/api/admin/messages',
    );
    expect(body.contact[0]).toMatchObject({ name: 'Zoë 🎬', message: text });
  });

  it('HTML and script in every free-text field are stored and answered as plain text', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const patched = await user.json<{ username: string }>('/api/me', {
      method: 'PATCH',
      json: { username: '<b>bold</b>' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.username).toBe('<b>bold</b>');
    expect((await user.json<{ username: string }>('/api/me')).body.username).toBe('<b>bold</b>');

    const token = await solveAltcha(env.server.url);
    expect(
      (
        await newVisitor().json('/api/contact', {
          method: 'POST',
          json: { name: script, email: 'x@example.test', message: script, token },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await user.json('/api/suggest', {
          method: 'POST',
          json: { message: script, token: await solveAltcha(env.server.url) },
        })
      ).status,
    ).toBe(200);
    const inbox = await admin.request('/api/admin/messages');
    expect(inbox.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await inbox.json()) as {
      contact: { name: string; message: string }[];
      suggestions: { message: string; username: string }[];
    };
    expect(body.contact[0]).toMatchObject({ name: script, message: script });
    expect(body.suggestions[0]).toMatchObject({ message: script, username: '<b>bold</b>' });
    // The operator's HTML mail escapes it.
    const mail = env.smtp.mails.filter((m) => m.to === 'ops@reelatlas.test').at(-1);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });

  it('SQL meta-characters are just characters', async () => {
    const before = await snapshot();
    for (const q of [
      "' OR 1=1 --",
      '"; DROP TABLE users; --',
      "ma' UNION SELECT email FROM users --",
      '%_\\',
    ]) {
      const res = await newVisitor().request(`/api/autocomplete?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      const found = (await res.json()) as unknown[];
      expect(JSON.stringify(found)).not.toContain('@');
      const search = await newVisitor().json('/api/search', {
        method: 'POST',
        json: { query: q, token: await solveAltcha(env.server.url) },
      });
      expect(search.status, q).toBe(404);
    }
    const taken = await user.json('/api/me', { method: 'PATCH', json: { username: "x' OR '1'='1" } });
    expect(taken.status).toBe(200);
    const ban = await admin.json('/api/ban-ip', {
      method: 'POST',
      json: { ip: "1.2.3.4'; DELETE FROM banned_ips; --" },
    });
    expect(ban.status).toBe(400);
    const after = await snapshot();
    expect({ ...after, users: '' }).toEqual({ ...before, users: '' });
    expect(after.users).toContain("x' OR '1'='1");
  });

  it('x-pro: true from a Free user changes nothing: the 4th search of the day is refused', async () => {
    const { client } = await verifiedUser('notpro');
    const search = async (query: string) =>
      client.request('/api/search', {
        method: 'POST',
        headers: { 'x-pro': 'true' },
        json: { query, token: await solveAltcha(env.server.url) },
      });
    for (const query of ['The Matrix', 'Game of Thrones', 'Lonely Film'])
      expect((await search(query)).status).toBe(200);
    const fourth = await search('The Matrix Reloaded');
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { limitReached: boolean }).limitReached).toBe(true);
    const quota = await client.json<{ used: number; limit: number; plan: string }>('/api/quota', {
      headers: { 'x-pro': 'true' },
    });
    expect(quota.body).toMatchObject({ used: 3, limit: 3, plan: 'Free' });
    expect(
      (await client.json<{ plan: string; isPro: boolean }>('/api/me', { headers: { 'x-pro': 'true' } })).body,
    ).toMatchObject({ plan: 'Free', isPro: false });
  });
});

describe("another user's uid in checkout", () => {
  it('is refused with 403 and neither account changes', async () => {
    const { client } = await verifiedUser('payer');
    const { client: victimClient, userId: victim } = await verifiedUser('victim');
    const res = await client.json<{ error: string }>('/api/create-checkout-session', {
      method: 'POST',
      json: { priceId: 'price_test_pro', uid: victim, isUpgrade: false },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
    for (const who of [client, victimClient])
      expect((await who.json<Record<string, unknown>>('/api/me')).body).toMatchObject({
        plan: 'Free',
        isPro: false,
        trialUsed: false,
      });
  });
});

describe('a spoofed X-Forwarded-For when no proxy is trusted (TRUST_PROXY=0)', () => {
  it('neither resets the anonymous count nor dodges a ban', async () => {
    const direct = await startTestServer({ env: { TRUST_PROXY: '0' } });
    try {
      const search = async (fakeIp: string) =>
        new TestClient(direct.url, fakeIp, direct.origin).request('/api/search', {
          method: 'POST',
          json: { query: 'The Matrix', token: await solveAltcha(direct.url) },
        });
      expect((await search('203.0.113.1')).status).toBe(200);
      expect((await search('203.0.113.2')).status).toBe(200);
      // A new "address" and a new browser: still the same socket address, so the day's 2 are used.
      const third = await search('203.0.113.3');
      expect(third.status).toBe(429);
      const quota = await new TestClient(direct.url, '198.51.100.1').json<{ used: number }>('/api/quota');
      expect(quota.body.used).toBe(2);

      // A ban on the real (socket) address holds whatever the header claims.
      await direct.deps.bans.add('127.0.0.1', null, 10);
      expect((await new TestClient(direct.url, '203.0.113.9').request('/api/config')).status).toBe(403);
    } finally {
      await direct.stop();
    }
  });
});
