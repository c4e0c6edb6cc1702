import { DAILY_SEARCHES, messages, type Quota } from '@reelatlas/contracts';
import { schema } from '@reelatlas/db';
import { actionCode, solveAltcha, TestClient } from '@reelatlas/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountServer } from './account-helpers.ts';
import { testClock } from './test-server.ts';

/**
 * Accounts and address rotation must not multiply the daily allowance
 * (docs/product-rules.md#who-is-counted). Each test has its own client IP (or IPv6 network).
 */
const clock = testClock('2026-11-21T12:00:00Z');
const env = useAccountServer('198.19.0', { clock, env: () => ({ IPV6_48_MULTIPLIER: '3' }) });
const { signUp, signIn, unverifiedUser, verifiedUser, uniqueEmail } = env;
let ipSeq = 0;
const at = (ip: string) => new TestClient(env.server.url, ip, env.server.origin);
const freshIp = () => at(`203.0.113.${++ipSeq}`);

const TITLES = ['The Matrix', 'Amélie', 'Game of Thrones', 'The Matrix Reloaded', 'Lonely Film'];
const search = async (client: TestClient, query: string) =>
  client.json<{ error?: string; message?: string; quota?: Quota }>('/api/search', {
    method: 'POST',
    json: { query, token: await solveAltcha(env.server.url) },
  });
const quota = async (client: TestClient) => (await client.json<Quota>('/api/quota')).body;
const signOut = (client: TestClient) => client.json('/api/auth/sign-out', { method: 'POST', json: {} });

/** A throwaway account, signed up and signed in on `client` without verifying. */
async function throwaway(client: TestClient) {
  const email = `throwaway${Date.now()}${++ipSeq}@example.invalid`;
  expect((await signUp(client, { email, username: 'throwaway' })).status).toBe(200);
  await signIn(client, email);
  return email;
}

describe('throwaway accounts (the attack of docs/product-rules.md#who-is-counted)', () => {
  it('gain nothing once the anonymous searches are used up, nor does signing out and dropping the cookie', async () => {
    const machine = freshIp();
    expect((await search(machine, TITLES[0] as string)).status).toBe(200);
    expect((await search(machine, TITLES[1] as string)).status).toBe(200);
    expect((await search(machine, TITLES[2] as string)).status).toBe(429);

    // Two throwaway sign-ups in a row, each signed in on the same machine.
    for (const browser of [machine, machine.freshProfile()]) {
      await throwaway(browser);
      expect(await quota(browser)).toMatchObject({
        used: 2,
        limit: DAILY_SEARCHES.anonymous,
        remaining: 0,
        plan: 'Free',
        emailUnverified: true,
      });
      const refused = await search(browser, TITLES[2] as string);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: 'limit_reached', message: messages.limitReached });
      await signOut(browser);
    }

    // Signed out, cookies dropped: a new browser profile on the same network.
    const cleared = machine.freshProfile();
    expect(await quota(cleared)).toMatchObject({ used: 2, remaining: 0, plan: 'anonymous' });
    expect((await search(cleared, TITLES[3] as string)).status).toBe(429);
  });

  it('an unverified account searches on the anonymous allowance of its IP and device (2)', async () => {
    const { client } = await unverifiedUser('fresh', uniqueEmail(), freshIp());
    expect(await quota(client)).toMatchObject({ used: 0, limit: 2, remaining: 2, emailUnverified: true });
    expect((await search(client, TITLES[0] as string)).body.quota).toMatchObject({
      used: 1,
      limit: 2,
      emailUnverified: true,
    });
    expect((await search(client, TITLES[1] as string)).status).toBe(200);
    expect((await search(client, TITLES[2] as string)).status).toBe(429);
    // Those searches were the IP's: another browser there has none left either.
    expect(await quota(client.freshProfile())).toMatchObject({ used: 2, remaining: 0 });
  });

  it('once verified, the account gets 3 a day, the unverified searches of that browser included', async () => {
    const machine = freshIp();
    const { email } = await unverifiedUser('soon', uniqueEmail(), machine);
    expect((await search(machine, TITLES[0] as string)).status).toBe(200);
    // The link is followed (which ends the session), and this browser signs in again.
    const { code } = actionCode(await env.smtp.waitForMail(email, 0));
    expect((await machine.json(`/api/auth/verify-email?token=${encodeURIComponent(code)}`)).status).toBe(200);
    await signIn(machine, email);
    expect(await quota(machine)).toMatchObject({ used: 1, limit: 3, remaining: 2 });
    expect((await quota(machine)).emailUnverified).toBeUndefined();
  });
});

describe('a verified Free user', () => {
  it('counts on the IP as well, so signing out afterwards hands out no fresh searches there', async () => {
    const machine = freshIp();
    const { email } = await verifiedUser('free');
    await signIn(machine, email);
    for (const title of TITLES.slice(0, 3)) expect((await search(machine, title)).status).toBe(200);
    expect((await search(machine, TITLES[3] as string)).status).toBe(429);
    await signOut(machine);
    const cleared = machine.freshProfile();
    expect(await quota(cleared)).toMatchObject({ used: 2, remaining: 0, plan: 'anonymous' });
    expect((await search(cleared, TITLES[3] as string)).status).toBe(429);
  });

  it('is limited by the account and device counters only, never by the IP’s anonymous counter', async () => {
    const office = freshIp();
    await search(office, TITLES[0] as string);
    await search(office, TITLES[1] as string);
    expect((await search(office, TITLES[2] as string)).status).toBe(429);
    // A colleague behind the same address signs in on their own browser.
    const { email } = await verifiedUser('colleague');
    const colleague = office.freshProfile();
    await signIn(colleague, email);
    expect(await quota(colleague)).toMatchObject({ used: 0, limit: 3, remaining: 3 });
    for (const title of TITLES.slice(0, 3)) expect((await search(colleague, title)).status).toBe(200);
    expect((await search(colleague, TITLES[3] as string)).status).toBe(429);
  });
});

describe('Pro and Trial searches', () => {
  it('do not touch the IP and device counters', async () => {
    const machine = freshIp();
    const { email, userId } = await verifiedUser('pro');
    await env.server.deps.database.db
      .update(schema.users)
      .set({ plan: 'Pro', isPro: true })
      .where(eq(schema.users.id, userId));
    await signIn(machine, email);
    for (const title of TITLES) expect((await search(machine, title)).status).toBe(200);
    await signOut(machine);
    expect(await quota(machine)).toMatchObject({ used: 0, remaining: 2, plan: 'anonymous' });
    expect(await quota(machine.freshProfile())).toMatchObject({ used: 0, remaining: 2 });
  });
});

describe('sign-ups per IP per UTC day', () => {
  it('are capped at 10 (on top of the per-minute burst limit), and the cap lifts at 00:00 UTC', async () => {
    const machine = freshIp();
    const signUpAt = (client: TestClient) =>
      signUp(client.freshProfile(), { email: uniqueEmail(), username: 'many' });
    clock.set('2026-11-21T20:00:00Z');
    try {
      for (let i = 0; i < 10; i++) {
        // A minute apart, so the burst limit (5 a minute) is not what stops them.
        clock.set(new Date(Date.UTC(2026, 10, 21, 20, i * 2)).toISOString());
        expect((await signUpAt(machine)).status).toBe(200);
      }
      clock.set('2026-11-21T21:00:00Z');
      const refused = await signUpAt(machine);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: 'rate_limited' });
      // Another network is not affected; the next UTC day starts over.
      expect((await signUpAt(freshIp())).status).toBe(200);
      clock.set('2026-11-22T00:00:01Z');
      expect((await signUpAt(machine)).status).toBe(200);
    } finally {
      clock.set('2026-11-21T12:00:00Z');
    }
  });
});

describe('IPv6 rotation (/48)', () => {
  it('caps the daily searches of a whole /48 at IPV6_48_MULTIPLIER × the allowance', async () => {
    // IPV6_48_MULTIPLIER=3 in this file: 6 anonymous searches per /48 a day, 2 per /64.
    const opened: number[] = [];
    for (let net = 1; net <= 4; net++) {
      const visitor = at(`2001:db8:4848:${net}::1`);
      for (const title of TITLES.slice(0, 2)) opened.push((await search(visitor, title)).status);
    }
    expect(opened).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const nextNet = at('2001:db8:4848:99::1');
    expect(await quota(nextNet)).toMatchObject({ used: 2, remaining: 0 });
    // Another /48 is not affected.
    expect((await search(at('2001:db8:4849:1::1'), TITLES[0] as string)).status).toBe(200);
  });

  it('caps sign-ups of a whole /48 at IPV6_48_MULTIPLIER × the per-/64 cap', async () => {
    clock.set('2026-11-25T08:00:00Z');
    try {
      const statuses: number[] = [];
      // 5 sign-ups a minute per /64 and 15 per /48 (×3): four /64s in the same minute.
      for (let net = 1; net <= 4; net++) {
        for (let i = 0; i < 5; i++) {
          const res = await signUp(at(`2001:db8:5151:${net}::${i + 1}`), {
            email: uniqueEmail(),
            username: 'v6',
          });
          statuses.push(res.status);
        }
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(15);
      expect(statuses.slice(15)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      clock.set('2026-11-21T12:00:00Z');
    }
  });

  it('caps contact messages of a whole /48 at IPV6_48_MULTIPLIER × the per-/64 limit', async () => {
    clock.set('2026-11-26T08:00:00Z');
    try {
      const statuses: number[] = [];
      // 5 an hour per /64 and 15 per /48 (×3): four /64s.
      for (let net = 1; net <= 4; net++) {
        for (let i = 0; i < 5; i++) {
          const res = await at(`2001:db8:c0c0:${net}::${i + 1}`).json('/api/contact', {
            method: 'POST',
            json: {
              name: 'Six',
              email: `six${net}-${i}@example.test`,
              message: 'Hello from a tunnel',
              token: await solveAltcha(env.server.url),
            },
          });
          statuses.push(res.status);
        }
      }
      expect(statuses.slice(0, 15).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(15)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      clock.set('2026-11-21T12:00:00Z');
    }
  });
});
