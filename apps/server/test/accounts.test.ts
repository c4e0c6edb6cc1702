import { accountMessages } from '@reelatlas/contracts';
import { schema } from '@reelatlas/db';
import { actionCode, solveAltcha, type TestClient } from '@reelatlas/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

const env = useAccountServer('198.18.0');
const { newVisitor, uniqueEmail, signUp, signIn, verifiedUser } = env;
const password = TEST_PASSWORD;

describe('sign-up', () => {
  it('creates an unverified Free user in SE by default, e-mails a verification link, and opens no session', async () => {
    const client = newVisitor();
    const email = uniqueEmail();
    const res = await signUp(client, { email, username: 'sven', country: undefined });
    expect(res.status).toBe(200);
    // "Check your inbox": the same answer a taken address gets, so no session yet.
    expect(res.body).toMatchObject({ token: null });
    expect((await client.json('/api/me')).status).toBe(401);
    await signIn(client, email);
    const me = await client.json<Record<string, unknown>>('/api/me');
    expect(me.body).toMatchObject({
      email,
      emailVerified: false,
      country: 'SE',
      plan: 'Free',
      isPro: false,
      isTrial: false,
      trialUsed: false,
      isAdmin: false,
    });
    const mail = await env.smtp.waitForMail(email, 0);
    expect(mail.subject).toBe('Verify your email for ReelAtlas');
    expect(actionCode(mail).mode).toBe('verifyEmail');
    expect(mail.text).toContain('http://reelatlas.test/google/action?mode=verifyEmail&oobCode=');
  });

  it('gives every failed password rule its own message (docs/product-rules.md#accounts), checked on the server', async () => {
    const { status, body } = await signUp(newVisitor(), {
      email: uniqueEmail(),
      username: 'x',
      password: 'abc',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: 'validation_failed',
      fields: { password: accountMessages.passwordTooShort },
    });
    const checks: [string, string][] = [
      ['abcdefg1', accountMessages.passwordNeedsUppercase],
      ['ABCDEFG1', accountMessages.passwordNeedsLowercase],
      ['Abcdefgh', accountMessages.passwordNeedsDigit],
    ];
    for (const [bad, message] of checks) {
      const res = await signUp(newVisitor(), { email: uniqueEmail(), username: 'x', password: bad });
      expect(res.body.fields).toMatchObject({ password: message });
    }
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', accountMessages.invalidEmail],
    [{ email: '' }, 'email', accountMessages.emailRequired],
    [{ username: '   ' }, 'username', accountMessages.completeAllFields],
    [{ country: 'Sweden' }, 'country', 'Choose a country.'],
    [{ country: 'XX' }, 'country', 'Choose a country.'],
  ])('refuses %o with the right message', async (override, field, message) => {
    const res = await signUp(newVisitor(), { email: uniqueEmail(), username: 'ok', ...override });
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>)[field]).toBe(message);
  });

  it('makes usernames unique case-insensitively by appending a number', async () => {
    const names: string[] = [];
    for (const wished of ['Greta', 'greta', 'GRETA']) {
      const client = newVisitor();
      const email = uniqueEmail();
      await signUp(client, { email, username: wished });
      await signIn(client, email);
      names.push((await client.json<{ username: string }>('/api/me')).body.username);
    }
    expect(names).toEqual(['Greta', 'greta2', 'GRETA3']);
  });

  it('answers a taken address exactly like a new one, and e-mails its owner instead (no enumeration)', async () => {
    const email = uniqueEmail();
    const first = await signUp(newVisitor(), { email, username: 'first' });
    await env.smtp.waitForMail(email, 0);
    const again = await signUp(newVisitor(), { email, username: 'second', password: 'Other123' });
    const fresh = await signUp(newVisitor(), { email: uniqueEmail(), username: 'third' });
    expect(again.status).toBe(200);
    expect(fresh.status).toBe(200);
    // Same shape: no session, a user object with the same fields.
    const shape = (body: Record<string, unknown>) => ({
      token: body.token,
      user: Object.keys(body.user as object).sort(),
    });
    expect(shape(again.body)).toEqual(shape(fresh.body));
    expect(shape(again.body)).toEqual(shape(first.body));
    expect((again.body.user as { emailVerified: boolean }).emailVerified).toBe(false);
    // The owner hears of it; the account is unchanged (the first password still signs in).
    const mail = await env.smtp.waitForMail(email, 1);
    expect(mail.subject).toBe('Someone tried to sign up to ReelAtlas with your address');
    expect(mail.text).toContain('sign in or reset your password');
    expect(mail.text).toContain('http://reelatlas.test/login');
    await signIn(newVisitor(), email);
    expect(
      (
        await newVisitor().json('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email, password: 'Other123' },
        })
      ).status,
    ).toBe(401);
  });

  it('never lets a client set its own plan, admin flag or unchecked fields', async () => {
    const client = newVisitor();
    const email = uniqueEmail();
    const res = await signUp(client, {
      email,
      username: 'sneaky',
      plan: 'Pro',
      isAdmin: true,
      isPro: true,
      emailVerifiedAt: '2020-01-01T00:00:00Z',
      image: `https://x.test/${'a'.repeat(3000)}`,
    });
    expect(res.status).toBe(200);
    await signIn(client, email);
    expect((await client.json('/api/me')).body).toMatchObject({
      plan: 'Free',
      isAdmin: false,
      isPro: false,
      emailVerified: false,
      image: null,
    });
  });
});

describe('verification, sign-in and reset', () => {
  it('verifies the e-mail through the link, and refuses a forged code', async () => {
    const { client, email } = await verifiedUser();
    expect((await client.json('/api/me')).body).toMatchObject({ email, emailVerified: true });
    const forged = await newVisitor().json('/api/auth/verify-email?token=forged.code.here');
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
  });

  it('answers a used verification link with the product\'s text, not with "verified" again (docs/product-rules.md#accounts)', async () => {
    const client = newVisitor();
    const email = uniqueEmail();
    expect((await signUp(client, { email, username: 'twiceclicked' })).status).toBe(200);
    const { code } = actionCode(await env.smtp.waitForMail(email, 0));
    const link = `/api/auth/verify-email?token=${encodeURIComponent(code)}`;
    expect(await newVisitor().json(link)).toEqual({ status: 200, body: { status: true, user: null } });
    const used = await newVisitor().json(link);
    expect(used).toEqual({
      status: 409,
      body: { error: 'conflict', message: accountMessages.linkExpired },
    });
    // Sign-up opens no session (docs/product-rules.md#accounts): the owner signs in and finds the address verified.
    await client.json('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect((await client.json('/api/me')).body).toMatchObject({ email, emailVerified: true });
    // A made-up code is refused as before (Better Auth: invalid token).
    expect((await newVisitor().json('/api/auth/verify-email?token=made-up')).status).toBe(401);
  });

  it('signs in and out, and records the last login', async () => {
    const { email } = await verifiedUser('signer');
    const client = newVisitor();
    expect((await client.json('/api/me')).status).toBe(401);
    const res = await client.json('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);
    const me = await client.json<{ lastLogin: string }>('/api/me');
    expect(Date.now() - Date.parse(me.body.lastLogin)).toBeLessThan(60_000);
    await client.json('/api/auth/sign-out', { method: 'POST', json: {} });
    expect((await client.json('/api/me')).status).toBe(401);
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const { email } = await verifiedUser('guarded');
    const wrong = await newVisitor().json('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'Wrong123' },
    });
    const unknown = await newVisitor().json('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: uniqueEmail(), password: 'Wrong123' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual(wrong);
  });

  it('rate-limits sign-in attempts per client IP, whatever X-Forwarded-For says further left', async () => {
    const client = newVisitor();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (
          await client.json('/api/auth/sign-in/email', {
            method: 'POST',
            json: { email: uniqueEmail(), password },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('resets a password through the e-mailed link, once', async () => {
    const { email } = await verifiedUser('forgetful');
    const client = newVisitor();
    const before = env.smtp.countTo(email);
    expect(
      (await client.json('/api/auth/request-password-reset', { method: 'POST', json: { email } })).status,
    ).toBe(200);
    const mail = await env.smtp.waitForMail(email, before);
    expect(mail.subject).toBe('Reset your ReelAtlas password');
    const { mode, code } = actionCode(mail);
    expect(mode).toBe('resetPassword');
    const reset = await client.json('/api/auth/reset-password', {
      method: 'POST',
      json: { token: code, newPassword: 'Fresh123' },
    });
    expect(reset.status).toBe(200);
    const again = await client.json('/api/auth/reset-password', {
      method: 'POST',
      json: { token: code, newPassword: 'Other123' },
    });
    expect(again.status).toBe(400);
    const old = await newVisitor().json('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
    });
    expect(old.status).toBe(401);
    const fresh = await newVisitor().json('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'Fresh123' },
    });
    expect(fresh.status).toBe(200);
  });

  it('checks a reset link without spending it: live, then used, expired or made up (docs/product-rules.md#accounts)', async () => {
    const { email } = await verifiedUser('checkedreset');
    const client = newVisitor();
    const check = async (token: unknown) =>
      client.json('/api/password-reset/check', { method: 'POST', json: { token } });
    const requestLink = async () => {
      const before = env.smtp.countTo(email);
      await client.json('/api/auth/request-password-reset', { method: 'POST', json: { email } });
      return actionCode(await env.smtp.waitForMail(email, before)).code;
    };
    const code = await requestLink();
    expect(await check(code)).toEqual({ status: 200, body: { valid: true } });
    expect(await check(code)).toEqual({ status: 200, body: { valid: true } });
    const reset = await client.json('/api/auth/reset-password', {
      method: 'POST',
      json: { token: code, newPassword: 'Fresh123' },
    });
    expect(reset.status).toBe(200);
    expect(await check(code)).toEqual({ status: 200, body: { valid: false } });
    expect(await check('made-up-code')).toEqual({ status: 200, body: { valid: false } });
    expect((await check('')).status).toBe(400);

    // Past its hour: expired, as Better Auth's own reset would find it.
    const late = await requestLink();
    await env.server.deps.database.db
      .update(schema.authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.authVerifications.identifier, `reset-password:${late}`));
    expect(await check(late)).toEqual({ status: 200, body: { valid: false } });
  });

  it('refuses a cross-site sign-in (CSRF): only the site itself may use the session', async () => {
    const { email } = await verifiedUser('csrf');
    const res = await newVisitor().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(403);
  });

  it('answers a reset request for an unknown e-mail like a known one (reveals nothing)', async () => {
    const res = await newVisitor().json('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: uniqueEmail() },
    });
    expect(res.status).toBe(200);
  });
});

describe('searches of a signed-in user', () => {
  const searchAs = async (client: TestClient, query: string) =>
    client.json('/api/search', { method: 'POST', json: { query, token: await solveAltcha(env.server.url) } });

  it('get 3 a day (used N of 3), and today’s anonymous searches of that browser carry over', async () => {
    const client = newVisitor();
    expect((await searchAs(client, 'The Matrix')).status).toBe(200);
    expect((await searchAs(client, 'Amélie')).status).toBe(200);
    expect((await searchAs(client, 'Game of Thrones')).status).toBe(429);

    // A verified account signs in on this browser.
    const { email } = await verifiedUser('carrier');
    await signIn(client, email);
    expect((await client.json('/api/quota')).body).toMatchObject({
      used: 2,
      limit: 3,
      remaining: 1,
      plan: 'Free',
    });
    expect((await searchAs(client, 'Game of Thrones')).status).toBe(200);
    expect((await searchAs(client, 'The Matrix Reloaded')).status).toBe(429);

    // The logout rule (docs/product-rules.md#browser-state): the browser's count of 3 shows as 2 of 2 once signed out, and the
    // bonus search is not given again.
    await client.json('/api/auth/sign-out', { method: 'POST', json: {} });
    expect((await client.json('/api/quota')).body).toMatchObject({
      used: 2,
      limit: 2,
      remaining: 0,
      plan: 'anonymous',
    });
    expect((await searchAs(client, 'The Matrix Reloaded')).status).toBe(429);
  });

  it('on a fresh browser, a signed-in Free user gets all 3', async () => {
    const { email } = await verifiedUser('fresh');
    const client = newVisitor();
    await client.json('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect((await client.json('/api/quota')).body).toMatchObject({ used: 0, limit: 3, plan: 'Free' });
    for (const title of ['The Matrix', 'Amélie', 'Game of Thrones'])
      expect((await searchAs(client, title)).status).toBe(200);
    expect((await searchAs(client, 'Lonely Film')).status).toBe(429);
  });
});
