import { messages, RATE_LIMITS } from '@reelatlas/contracts';
import { schema } from '@reelatlas/db';
import { TestClient } from '@reelatlas/testing';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

let server: TestServer;
const clock = testClock('2026-11-21T12:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server?.stop();
});

let seq = 0;
const visitor = () => new TestClient(server.url, `198.18.2.${++seq}`, server.origin);
const post = (client: TestClient, path: string, json: unknown) =>
  client.request(path, { method: 'POST', json });

const advanceSeconds = (seconds: number) =>
  clock.set(new Date(clock.now().getTime() + seconds * 1000).toISOString());

/** A new account (unverified: it signs in all the same) with the password Secret12. */
async function signUp(email: string) {
  const res = await post(visitor(), '/api/auth/sign-up/email', {
    email,
    password: 'Secret12',
    name: 'n',
    username: `u${++seq}${Date.now() % 100_000}`,
    country: 'SE',
  });
  expect(res.status).toBe(200);
}

/** Sends `count` requests and returns the statuses, plus the last answer for its headers and body. */
async function burst(count: number, send: (i: number) => Promise<Response>) {
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < count; i++) {
    last = await send(i);
    statuses.push(last.status);
  }
  return { statuses, last: last as Response };
}

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ error: 'rate_limited', message: messages.rateLimited });
  return retryAfter;
}

describe('burst limits (429 + Retry-After, shared in the database)', () => {
  it('sign-in: per client IP', async () => {
    const client = visitor();
    const { max } = RATE_LIMITS.signIn.ip;
    const { statuses, last } = await burst(max + 1, (i) =>
      post(client, '/api/auth/sign-in/email', { email: `nobody${i}@example.test`, password: 'Wrong123' }),
    );
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    const retryAfter = await expectRateLimited(last);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.signIn.ip.windowSeconds);
  });

  it('sign-in: failed guesses per account slow the guesser, never lock the owner out', async () => {
    const email = `target${Date.now()}@example.test`;
    await signUp(email);
    const { max } = RATE_LIMITS.signIn.account;
    // The attack: wrong passwords from one address (each one minute apart, under its own limit).
    const attacker = visitor();
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      statuses.push(
        (await post(attacker, '/api/auth/sign-in/email', { email, password: 'Wrong123' })).status,
      );
      if (i % RATE_LIMITS.signIn.ip.max === RATE_LIMITS.signIn.ip.max - 1) advanceSeconds(60);
    }
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    // Past the account's ceiling, that address is held, in any case of the e-mail.
    expect(statuses[max]).toBe(429);
    await expectRateLimited(
      await post(attacker, '/api/auth/sign-in/email', { email: email.toUpperCase(), password: 'x' }),
    );
    // The owner, from their own address, signs in with the right password.
    const owner = visitor();
    expect((await post(owner, '/api/auth/sign-in/email', { email, password: 'Secret12' })).status).toBe(200);
    // A new address gets one guess past the ceiling, then is held too.
    const second = visitor();
    expect((await post(second, '/api/auth/sign-in/email', { email, password: 'Wrong123' })).status).toBe(401);
    await expectRateLimited(await post(second, '/api/auth/sign-in/email', { email, password: 'Secret12' }));
    // Someone else signs in undisturbed.
    expect(
      (
        await post(attacker.freshProfile(), '/api/auth/sign-in/email', {
          email: 'other@example.test',
          password: 'x',
        })
      ).status,
    ).toBe(401);
  });

  it('sign-in: a correct password is never counted against the account', async () => {
    const email = `regular${Date.now()}@example.test`;
    await signUp(email);
    const { max } = RATE_LIMITS.signIn.account;
    const owner = visitor();
    for (let i = 0; i <= max; i++) {
      const res = await post(owner, '/api/auth/sign-in/email', { email, password: 'Secret12' });
      expect(res.status).toBe(200);
      if (i % RATE_LIMITS.signIn.ip.max === RATE_LIMITS.signIn.ip.max - 1) advanceSeconds(60);
    }
    // Then typos from that same address are still just wrong, up to the ceiling.
    const typo = owner;
    advanceSeconds(60);
    for (let i = 0; i < max - 1; i++) {
      expect((await post(typo, '/api/auth/sign-in/email', { email, password: 'Typo1234' })).status).toBe(401);
      if (i % RATE_LIMITS.signIn.ip.max === RATE_LIMITS.signIn.ip.max - 1) advanceSeconds(60);
    }
  });

  it('sign-in: a refused address counts nothing more, and writes no counter rows', async () => {
    const attacker = visitor();
    const rows = async () =>
      (
        await server.deps.database.db
          .select({ key: schema.rateLimits.key })
          .from(schema.rateLimits)
          .where(like(schema.rateLimits.key, 'signIn:%'))
      ).length;
    const before = await rows();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const json = { email: `made-up-${seq}-${i}@example.test`, password: 'Wrong123' };
      statuses.push((await post(attacker, '/api/auth/sign-in/email', json)).status);
    }
    const { max } = RATE_LIMITS.signIn.ip;
    expect(statuses.filter((s) => s === 401)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - max);
    // The address's row, and one account row and one account-and-address row per failed guess
    // that got through; the 25 refused ones wrote nothing.
    expect((await rows()) - before).toBe(1 + 2 * max);
  });

  it('sign-up, password reset and verification resend: per client IP and per account', async () => {
    for (const [path, name, body] of [
      [
        '/api/auth/sign-up/email',
        'signUp',
        (i: number) => ({
          email: `new${i}@example.test`,
          password: 'Secret12',
          username: `n${i}`,
          name: 'n',
        }),
      ],
      [
        '/api/auth/request-password-reset',
        'resetPassword',
        (i: number) => ({ email: `r${i}@example.test`, redirectTo: '/google/action' }),
      ],
      [
        '/api/auth/send-verification-email',
        'resendVerification',
        (i: number) => ({ email: `v${i}@example.test` }),
      ],
    ] as const) {
      const client = visitor();
      const { max } = RATE_LIMITS[name].ip;
      const { statuses, last } = await burst(max + 1, (i) => post(client, path, body(i + seq * 100)));
      expect(
        statuses.slice(0, max).every((s) => s !== 429),
        path,
      ).toBe(true);
      await expectRateLimited(last);

      const account = RATE_LIMITS[name].account.max;
      const same = body(999_000 + seq);
      if (name === 'resetPassword') continue; // Its back-off: the test below.
      const perAccount = await burst(account + 1, () => post(visitor(), path, same));
      expect(
        perAccount.statuses.slice(0, account).every((s) => s !== 429),
        path,
      ).toBe(true);
      await expectRateLimited(perAccount.last);
    }
  });

  it('password reset requests: held per account and address, never keeping the owner from one', async () => {
    const email = `reset-target${Date.now()}@example.test`;
    await signUp(email);
    const reset = (client: TestClient, address = email) =>
      post(client, '/api/auth/request-password-reset', { email: address, redirectTo: '/google/action' });
    const { max } = RATE_LIMITS.resetPassword.account;
    const attacker = visitor();
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      statuses.push((await reset(attacker)).status);
      if (i % RATE_LIMITS.resetPassword.ip.max === RATE_LIMITS.resetPassword.ip.max - 1) advanceSeconds(60);
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
    // The owner asks from their own address and gets the e-mail; asking again from there waits.
    const owner = visitor();
    expect((await reset(owner)).status).toBe(200);
    await expectRateLimited(await reset(owner, email.toUpperCase()));
  });

  it('autocomplete: per client IP; the window ends and the limit lifts', async () => {
    const client = visitor();
    const { max, windowSeconds } = RATE_LIMITS.autocomplete.ip;
    const { statuses, last } = await burst(max + 1, () => client.request('/api/autocomplete?q=ma'));
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    await expectRateLimited(last);
    // Another network is not affected.
    expect((await visitor().request('/api/autocomplete?q=ma')).status).toBe(200);

    clock.set(new Date(clock.now().getTime() + windowSeconds * 1000).toISOString());
    expect((await client.request('/api/autocomplete?q=ma')).status).toBe(200);
  });

  it('autocomplete: per signed-in account too, whatever addresses the requests come from', async () => {
    const email = `typist${Date.now()}@example.test`;
    const signUp = await post(visitor(), '/api/auth/sign-up/email', {
      email,
      password: 'Secret12',
      name: 'typist',
      username: `typist${Date.now()}`,
      country: 'SE',
    });
    expect(signUp.status).toBe(200);
    // A sign-up opens no session (it answers alike for taken addresses): sign in for the cookie.
    const signIn = await post(visitor(), '/api/auth/sign-in/email', { email, password: 'Secret12' });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const { max } = RATE_LIMITS.autocomplete.account;
    const { statuses, last } = await burst(max + 1, () =>
      visitor().request('/api/autocomplete?q=ma', { headers: { cookie } }),
    );
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    await expectRateLimited(last);
    // Signed out, the same networks still type freely.
    expect((await visitor().request('/api/autocomplete?q=ma')).status).toBe(200);
  });

  it("autocomplete: a signed-in typist's keystrokes look no session up; a counted call still does", async () => {
    const email = `lookups${Date.now()}@example.test`;
    await post(visitor(), '/api/auth/sign-up/email', {
      email,
      password: 'Secret12',
      name: 'lookups',
      username: `lookups${Date.now()}`,
      country: 'SE',
    });
    const signIn = await post(visitor(), '/api/auth/sign-in/email', { email, password: 'Secret12' });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const api = server.deps.auth.api;
    const getSession = api.getSession;
    let lookups = 0;
    api.getSession = ((...args: Parameters<typeof getSession>) => {
      lookups += 1;
      return getSession(...args);
    }) as typeof getSession;
    try {
      const client = visitor();
      for (const q of ['ma', 'mat', 'matr', 'matri', 'matrix'])
        expect((await client.request(`/api/autocomplete?q=${q}`, { headers: { cookie } })).status).toBe(200);
      expect(lookups).toBe(0);
      expect((await client.request('/api/quota', { headers: { cookie } })).status).toBe(200);
      expect(lookups).toBe(1);
    } finally {
      api.getSession = getSession;
    }
  });

  it('autocomplete: a new forged session cookie on every call still meets the IP limit', async () => {
    const client = visitor();
    const { max } = RATE_LIMITS.autocomplete.ip;
    const { statuses, last } = await burst(max + 1, (i) =>
      client.request('/api/autocomplete?q=ma', { headers: { cookie: `ra.session_token=forged-${i}.sig` } }),
    );
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    await expectRateLimited(last);
  });

  it('search: per client IP, before the bot check; the daily quota is untouched', async () => {
    const client = visitor();
    const { max } = RATE_LIMITS.search.ip;
    const { statuses, last } = await burst(max + 1, () =>
      post(client, '/api/search', { query: 'The Matrix', token: 'not-a-solution' }),
    );
    expect(statuses.slice(0, max).every((s) => s === 403)).toBe(true);
    await expectRateLimited(last);
    expect((await client.json<{ used: number }>('/api/quota')).body.used).toBe(0);
  });

  it('bot-check challenges: per client IP, generous enough for a search and a prefetch per few keystrokes', async () => {
    const client = visitor();
    const { max } = RATE_LIMITS.botcheckChallenge.ip;
    expect(max).toBeGreaterThanOrEqual(4 * RATE_LIMITS.search.ip.max);
    const { statuses, last } = await burst(max + 1, () => client.request('/api/botcheck/challenge'));
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    await expectRateLimited(last);
    // Another network still gets its challenge.
    expect((await visitor().request('/api/botcheck/challenge')).status).toBe(200);
  });

  it('hold across server instances: they count in the one database', async () => {
    const second = createApp(server.deps);
    const ip = '198.18.2.250';
    const { max } = RATE_LIMITS.autocomplete.ip;
    for (let i = 0; i < max; i++) {
      const app = i % 2 === 0 ? second : null;
      const status = app
        ? (await app.request('/api/autocomplete?q=ma', { headers: { 'x-forwarded-for': ip } })).status
        : (await new TestClient(server.url, ip).request('/api/autocomplete?q=ma')).status;
      expect(status).toBe(200);
    }
    expect((await new TestClient(server.url, ip).request('/api/autocomplete?q=ma')).status).toBe(429);
    expect(
      (await second.request('/api/autocomplete?q=ma', { headers: { 'x-forwarded-for': ip } })).status,
    ).toBe(429);
  });
});
