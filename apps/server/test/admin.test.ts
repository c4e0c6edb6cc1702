import { adminMessages, BAN_LIST_MAX, messages } from '@reelatlas/contracts';
import { createBanStore, queryRows } from '@reelatlas/db';
import { actionCode, TestClient } from '@reelatlas/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { BAN_LIST_TTL_MS, createBanList } from '../src/boot/ban-list.ts';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

const ADMIN_EMAIL = 'admin@reelatlas.test';
const env = useAccountServer('198.18.0', {
  env: () => ({ ADMIN_EMAILS: `other@reelatlas.test, other2@reelatlas.test, ${ADMIN_EMAIL.toUpperCase()}` }),
});
const { newVisitor, verifiedUser, adminUser, resetPassword, signUp, signIn } = env;

type Changed = { success: true; ip: string; message: string };
type Failure = { error: string; message: string; fields?: Record<string, string> };

let admin: TestClient | undefined;
/** The admin of ADMIN_EMAILS: signed up, verified, password reset by link, signed in at 198.18.0.x. */
async function adminClient(): Promise<TestClient> {
  admin ??= (await adminUser('boss', ADMIN_EMAIL)).client;
  return admin;
}

const ban = async (client: TestClient, ip: unknown) =>
  client.json<Changed & Failure>('/api/ban-ip', { method: 'POST', json: { ip } });
const unban = async (client: TestClient, ip: unknown) =>
  client.json<Changed & Failure>('/api/unban-ip', { method: 'POST', json: { ip } });
const bannedIps = async (client: TestClient) =>
  (await client.json<{ ips: string[] }>('/api/banned-ips')).body.ips;

describe('admin role (ADMIN_EMAILS)', () => {
  it('goes only to sessions opened by a sign-in after the address was verified (pre-registration attack)', async () => {
    // An attacker registers a listed address first and keeps a session open.
    const attacker = newVisitor();
    const email = 'other@reelatlas.test';
    const before = env.smtp.countTo(email);
    expect((await signUp(attacker, { email, username: 'other' })).status).toBe(200);
    expect((await signIn(attacker, email)).status).toBe(200);
    expect((await attacker.json<{ isAdmin: boolean }>('/api/me')).body.isAdmin).toBe(false);
    expect((await attacker.json('/api/banned-ips')).status).toBe(403);

    // The real owner clicks the verification e-mail in their own browser.
    const owner = newVisitor();
    const { code } = actionCode(await env.smtp.waitForMail(email, before));
    expect((await owner.json(`/api/auth/verify-email?token=${encodeURIComponent(code)}`)).status).toBe(200);

    // The attacker's session ended with the verification: not admin, not even signed in.
    expect((await attacker.json('/api/me')).status).toBe(401);
    expect((await attacker.json('/api/banned-ips')).status).toBe(401);
    expect((await ban(attacker, '203.0.113.50')).status).toBe(401);

    // The attacker still knows the password they chose: signing in again works, but is not admin.
    const again = newVisitor();
    await signIn(again, email);
    expect((await again.json<{ isAdmin: boolean }>('/api/me')).body.isAdmin).toBe(false);
    expect((await again.json('/api/banned-ips')).status).toBe(403);
    // Changing that password (they know the current one) proves nothing either.
    const changed = await again.json('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Squat123', revokeOtherSessions: false },
    });
    expect(changed.status).toBe(200);
    const squatter = newVisitor();
    await signIn(squatter, email, 'Squat123');
    expect((await squatter.json<{ isAdmin: boolean }>('/api/me')).body.isAdmin).toBe(false);

    // The owner sets the password through the e-mailed reset link: every session ends, the
    // squatter's password is gone, and the owner's next sign-in is admin.
    await resetPassword(email, 'Owner123');
    expect((await squatter.json('/api/me')).status).toBe(401);
    expect(
      (
        await newVisitor().json('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email, password: 'Squat123' },
        })
      ).status,
    ).toBe(401);
    await signIn(owner, email, 'Owner123');
    expect((await owner.json<{ isAdmin: boolean }>('/api/me')).body.isAdmin).toBe(true);
    expect((await owner.json('/api/banned-ips')).status).toBe(200);

    const { client: someone } = await verifiedUser('someone');
    expect((await someone.json<{ isAdmin: boolean }>('/api/me')).body.isAdmin).toBe(false);
  });

  it('verifying ends every earlier session of the account, the verifying browser’s own too', async () => {
    const { client, email } = await env.unverifiedUser('ends');
    const laptop = newVisitor();
    await signIn(laptop, email);
    const { code } = actionCode(await env.smtp.waitForMail(email, 0));
    expect((await client.json(`/api/auth/verify-email?token=${encodeURIComponent(code)}`)).status).toBe(200);
    expect((await client.json('/api/me')).status).toBe(401);
    expect((await laptop.json('/api/me')).status).toBe(401);
    await signIn(laptop, email);
    expect((await laptop.json<{ emailVerified: boolean }>('/api/me')).body.emailVerified).toBe(true);
  });

  it('is not granted to a verified account on the list whose password was chosen before verification', async () => {
    const { client } = await verifiedUser('early', 'other2@reelatlas.test');
    expect((await client.json<{ isAdmin: boolean }>('/api/me')).body.isAdmin).toBe(false);
  });

  it('is granted at sign-in to a verified account on the list', async () => {
    await adminClient();
    const fresh = newVisitor();
    const signIn = await fresh.json('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: ADMIN_EMAIL, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect((await fresh.json<{ isAdmin: boolean }>('/api/me')).body.isAdmin).toBe(true);
  });
});

describe('ban calls: permissions', () => {
  it('answer 401 signed out and 403 to a signed-in non-admin, before looking at the input', async () => {
    const visitor = newVisitor();
    const { client: user } = await verifiedUser('plain');
    for (const [client, status] of [
      [visitor, 401],
      [user, 403],
    ] as const) {
      expect((await client.json('/api/banned-ips')).status).toBe(status);
      expect((await client.json('/api/admin/messages')).status).toBe(status);
      expect((await ban(client, '203.0.113.9')).status).toBe(status);
      expect((await ban(client, '')).status).toBe(status);
      expect((await unban(client, '203.0.113.9')).status).toBe(status);
    }
    expect((await ban(user, '203.0.113.9')).body.message).toBe(adminMessages.adminOnly);
    expect(await bannedIps(await adminClient())).not.toContain('203.0.113.9');
  });
});

describe('ban calls: input', () => {
  it('need a non-empty, valid address or range, with the texts', async () => {
    const client = await adminClient();
    for (const [input, text] of [
      ['', adminMessages.ipRequired],
      ['   ', adminMessages.ipRequired],
      [undefined, adminMessages.ipRequired],
      ['not-an-ip', adminMessages.ipInvalid],
      ['203.0.113', adminMessages.ipInvalid],
      ['203.0.113.300', adminMessages.ipInvalid],
      ['2001:db8::/129', adminMessages.ipInvalid],
      [42, adminMessages.ipRequired],
      ['0.0.0.0/0', adminMessages.rangeTooBroad(16, 'IPv4')],
      // One range is at most an IPv4 /16 or an IPv6 /32.
      ['10.0.0.0/8', 'That range is too broad: IPv4 ranges must be /16 or narrower.'],
      ['10.0.0.0/15', adminMessages.rangeTooBroad(16, 'IPv4')],
      ['::/1', adminMessages.rangeTooBroad(32, 'IPv6')],
      ['2001:db8::/31', adminMessages.rangeTooBroad(32, 'IPv6')],
    ] as const) {
      const res = await ban(client, input);
      expect(res.status, String(input)).toBe(400);
      expect(res.body.fields?.ip, String(input)).toBe(text);
    }
    expect(await bannedIps(client)).toEqual([]);
  });

  it("refuse a ban covering the admin's own address", async () => {
    const client = await adminClient();
    const res = await ban(client, '198.18.0.0/24');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(adminMessages.ownAddress);
  });
});

describe('bans', () => {
  it('are stored normalised and listed', async () => {
    const client = await adminClient();
    const v6 = await ban(client, '2001:DB8:0:0::1');
    expect(v6.status).toBe(200);
    expect(v6.body).toEqual({ success: true, ip: '2001:db8::1', message: adminMessages.banned });
    expect((await ban(client, '198.51.100.77/24')).body.ip).toBe('198.51.100.0/24');
    expect((await ban(client, '198.51.100.0/24')).status).toBe(200);
    expect(await bannedIps(client)).toEqual(expect.arrayContaining(['2001:db8::1', '198.51.100.0/24']));
    expect((await bannedIps(client)).filter((ip) => ip === '198.51.100.0/24')).toHaveLength(1);
  });

  it('answer 403 banned on every API route to an address inside a banned range', async () => {
    const client = await adminClient();
    await ban(client, '198.51.100.0/24');
    const inside = new TestClient(env.server.url, '198.51.100.9', env.server.origin);
    const checks = [
      await inside.request('/api/config'),
      await inside.request('/api/autocomplete?q=matrix'),
      await inside.request('/api/quota'),
      await inside.request('/api/botcheck/challenge'),
      await inside.request('/api/search', { method: 'POST', json: { query: 'The Matrix', token: 'x' } }),
      await inside.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'a@b.test', password: 'x' },
      }),
      await inside.request('/api/contact', { method: 'POST', json: {} }),
      await inside.request('/api/no-such-route'),
    ];
    for (const res of checks) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'banned', message: messages.banned });
    }
    // Pages and health are not API routes: the web app loads and explains the ban.
    expect((await inside.request('/healthz')).status).toBe(200);

    const outside = new TestClient(env.server.url, '198.51.101.1', env.server.origin);
    expect((await outside.request('/api/config')).status).toBe(200);
  });

  it('are matched on the address the proxy saw, not one the client adds to X-Forwarded-For', async () => {
    const client = await adminClient();
    await ban(client, '198.51.100.0/24');
    // TRUST_PROXY=1: the right-most entry is what our proxy saw; the left ones are the client's claim.
    const spoofing = new TestClient(env.server.url, '198.51.100.9, 203.0.113.44', env.server.origin);
    expect((await spoofing.request('/api/config')).status).toBe(200);
    const hiding = new TestClient(env.server.url, '203.0.113.44, 198.51.100.9', env.server.origin);
    expect((await hiding.request('/api/config')).status).toBe(403);
  });

  it('let a signed-in admin through, so the operator can lift a ban of their own network', async () => {
    const client = await adminClient();
    await ban(client, '198.51.100.0/24');
    const moved = client.atIp('198.51.100.200');
    expect((await moved.request('/api/banned-ips')).status).toBe(200);
    expect((await unban(moved, '198.51.100.0/24')).status).toBe(200);
  });

  it('are lifted by unban, written in any form; unbanning what is not banned is an error', async () => {
    const client = await adminClient();
    await ban(client, '198.51.100.0/24');
    await ban(client, '2001:db8::1');
    const inside = new TestClient(env.server.url, '198.51.100.9', env.server.origin);
    expect((await inside.request('/api/config')).status).toBe(403);

    const lifted = await unban(client, '198.51.100.0/24');
    expect(lifted.body).toEqual({ success: true, ip: '198.51.100.0/24', message: adminMessages.unbanned });
    expect((await inside.request('/api/config')).status).toBe(200);
    expect((await unban(client, '2001:0DB8:0000::1')).body.ip).toBe('2001:db8::1');

    const again = await unban(client, '198.51.100.0/24');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(adminMessages.notBanned);
    expect((await unban(client, '')).body.fields?.ip).toBe(adminMessages.ipRequired);
    expect(await bannedIps(client)).not.toContain('198.51.100.0/24');
  });

  it('reach another server instance on the same database within the cache TTL', async () => {
    const client = await adminClient();
    const server = env.server;
    // A second instance: its own process-local ban cache and clock, the same database.
    let now = Date.now();
    const clock = { now: () => new Date(now) };
    const second = createApp({
      ...server.deps,
      bans: createBanList(createBanStore(server.deps.database.db), clock),
    });
    const call = async (ip: string) =>
      (await second.request('/api/config', { headers: { 'x-forwarded-for': ip } })).status;

    expect(await call('192.0.2.50')).toBe(200);
    expect((await ban(client, '192.0.2.0/26')).status).toBe(200);
    // The first instance applies it at once; the second serves its cached copy until it expires.
    expect((await new TestClient(server.url, '192.0.2.50').request('/api/config')).status).toBe(403);
    expect(await call('192.0.2.50')).toBe(200);
    now += BAN_LIST_TTL_MS;
    expect(await call('192.0.2.50')).toBe(403);
    expect(await call('192.0.2.64')).toBe(200);

    expect((await unban(client, '192.0.2.0/26')).status).toBe(200);
    now += BAN_LIST_TTL_MS;
    expect(await call('192.0.2.50')).toBe(200);
  });
});

describe('the ban list is capped (docs/product-rules.md#bans)', () => {
  /** Fills the list up to `size` with single addresses of 100.64.0.0/10 (shared address space). */
  const fillTo = async (size: number) => {
    const db = env.server.deps.database.db;
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM banned_ips`);
    const missing = size - (row?.n ?? 0);
    await db.execute(sql`INSERT INTO banned_ips (ip)
      SELECT '100.' || (64 + i / 65536) || '.' || ((i / 256) % 256) || '.' || (i % 256)
      FROM generate_series(0, ${missing - 1}::int) AS i`);
  };
  const emptyFilled = () =>
    env.server.deps.database.db.execute(sql`DELETE FROM banned_ips WHERE ip LIKE '100.%'`);

  it(`holds at most ${BAN_LIST_MAX} bans: past that, a clear 409; one already banned is still a success`, async () => {
    const client = await adminClient();
    try {
      await fillTo(BAN_LIST_MAX - 1);
      expect((await ban(client, '203.0.113.60')).status).toBe(200);
      const full = await ban(client, '203.0.113.61');
      expect(full.status).toBe(409);
      expect(full.body).toMatchObject({
        error: 'conflict',
        message: adminMessages.banListFull(BAN_LIST_MAX),
        fields: { ip: adminMessages.banListFull(BAN_LIST_MAX) },
      });
      expect(full.body.message).toBe(
        'The ban list is full (10,000 entries). Lift old bans, or ban a range that covers several of them.',
      );
      expect((await ban(client, '203.0.113.60')).status).toBe(200);
      expect(await bannedIps(client)).toHaveLength(BAN_LIST_MAX);
      // A full list still works: the banned are kept out, everyone else let through.
      expect((await new TestClient(env.server.url, '100.64.3.7').request('/api/config')).status).toBe(403);
      expect((await new TestClient(env.server.url, '100.64.200.7').request('/api/config')).status).toBe(200);
      // Lifting one makes room for one.
      expect((await unban(client, '203.0.113.60')).status).toBe(200);
      expect((await ban(client, '203.0.113.61')).status).toBe(200);
    } finally {
      await emptyFilled();
      await unban(client, '203.0.113.61');
    }
  });

  it('bans made at the same moment never pass the cap together', async () => {
    const client = await adminClient();
    try {
      await fillTo(BAN_LIST_MAX - 3);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => ban(client, `203.0.113.${70 + i}`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
      expect(await bannedIps(client)).toHaveLength(BAN_LIST_MAX);
    } finally {
      await emptyFilled();
      for (let i = 0; i < 8; i++) await unban(client, `203.0.113.${70 + i}`);
    }
  });
});
