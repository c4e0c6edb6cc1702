import { accountMessages } from '@reelatlas/contracts';
import { actionCode } from '@reelatlas/testing';
import { describe, expect, it } from 'vitest';
import { FORWARDED_AUTH_ENDPOINTS } from '../src/routes/auth.ts';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

/**
 * Only the Better Auth endpoints the web uses are reachable, every
 * profile change goes through our own route and schemas, and every new password obeys one rule.
 */
const env = useAccountServer('198.18.9');
const { newVisitor, verifiedUser, signIn } = env;

type Answer = { error?: string; message?: string; fields?: Record<string, string> };

describe('the Better Auth endpoints forwarded (an allow-list)', () => {
  it('answers 404 to every endpoint the web does not use, update-user first', async () => {
    const { client } = await verifiedUser('listed');
    const before = (await client.json<Record<string, unknown>>('/api/me')).body;
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/auth/update-user', { username: `Q${'x'.repeat(3000)}\u0007`, country: 'Q<img src=x>' }],
      ['POST', '/api/auth/change-email', { newEmail: 'mine@example.test' }],
      ['POST', '/api/auth/delete-user', { password: TEST_PASSWORD }],
      ['GET', '/api/auth/list-accounts', undefined],
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/unlink-account', { providerId: 'credential' }],
      ['POST', '/api/auth/set-password', { newPassword: 'Abcdef12' }],
      ['GET', '/api/auth/reset-password/some-token', undefined],
      ['GET', '/api/auth/sign-up/email', undefined],
      ['POST', '/api/auth/get-session', {}],
    ];
    for (const [method, path, json] of attempts) {
      const res = await client.json<Answer>(path, { method, ...(json === undefined ? {} : { json }) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
    // Nothing changed.
    expect((await client.json<Record<string, unknown>>('/api/me')).body).toEqual(before);
  });

  it('still serves the ones it lists', async () => {
    expect(Object.keys(FORWARDED_AUTH_ENDPOINTS)).toContain('/api/auth/sign-in/email');
    const visitor = newVisitor();
    expect((await visitor.json('/api/auth/get-session')).status).toBe(200);
    expect(
      (
        await visitor.json('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email: 'x@example.test' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('profile changes go through PATCH /api/me', () => {
  it('answers a case variant of a taken username with a clean 409, and refuses what the schemas refuse', async () => {
    await verifiedUser('Taken');
    const { client } = await verifiedUser('changer');
    const taken = await client.json<Answer>('/api/me', { method: 'PATCH', json: { username: 'tAKEN' } });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: 'conflict', message: accountMessages.usernameTaken },
    });
    const long = await client.json<Answer>('/api/me', {
      method: 'PATCH',
      json: { username: 'x'.repeat(3007) },
    });
    expect(long.status).toBe(400);
    const control = await client.json<Answer>('/api/me', { method: 'PATCH', json: { username: 'a\u0007b' } });
    expect(control.status).toBe(400);
    const country = await client.json<Answer>('/api/me', {
      method: 'PATCH',
      json: { country: 'Q<img src=x>' },
    });
    expect(country.status).toBe(400);
  });
});

describe('one password rule for sign-up, reset and change', () => {
  it('refuses change-password to "aaaaaa" with the product’s rule messages; the old password still works', async () => {
    const { client, email } = await verifiedUser('changing');
    const weak = await client.json<Answer>('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: TEST_PASSWORD, newPassword: 'aaaaaa' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      error: 'validation_failed',
      fields: { newPassword: accountMessages.passwordNeedsUppercase },
    });
    expect(weak.body.message).toContain(accountMessages.passwordNeedsUppercase);
    await signIn(newVisitor(), email, TEST_PASSWORD);

    const strong = await client.json('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Newpass12' },
    });
    expect(strong.status).toBe(200);
    await signIn(newVisitor(), email, 'Newpass12');
  });

  it('ends every other session of the account when the password changes, whatever the body asks', async () => {
    const { client, email } = await verifiedUser('two-sessions');
    const elsewhere = newVisitor();
    await signIn(elsewhere, email);
    expect((await elsewhere.json('/api/me')).status).toBe(200);
    const changed = await client.json('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Changed12', revokeOtherSessions: false },
    });
    expect(changed.status).toBe(200);
    // The browser that changed it stays signed in; the other one is out.
    expect((await client.json('/api/me')).status).toBe(200);
    expect((await elsewhere.json('/api/me')).status).toBe(401);
    await signIn(elsewhere, email, 'Changed12');
    expect((await elsewhere.json('/api/me')).status).toBe(200);
  });

  it('refuses a weak password on reset, and the link still works with a good one', async () => {
    const { email } = await verifiedUser('resetting');
    const client = newVisitor();
    const before = env.smtp.countTo(email);
    await client.json('/api/auth/request-password-reset', { method: 'POST', json: { email } });
    const { code } = actionCode(await env.smtp.waitForMail(email, before));
    for (const [bad, message] of [
      ['aaaaaa', accountMessages.passwordNeedsUppercase],
      ['Ab1', accountMessages.passwordTooShort],
      ['ABCDEF12', accountMessages.passwordNeedsLowercase],
      ['Abcdefgh', accountMessages.passwordNeedsDigit],
    ] as const) {
      const weak = await client.json<Answer>('/api/auth/reset-password', {
        method: 'POST',
        json: { token: code, newPassword: bad },
      });
      expect(weak.status, bad).toBe(400);
      expect(weak.body.fields?.newPassword).toBe(message);
    }
    await signIn(newVisitor(), email, TEST_PASSWORD);
    const good = await client.json('/api/auth/reset-password', {
      method: 'POST',
      json: { token: code, newPassword: 'Fresh123' },
    });
    expect(good.status).toBe(200);
    await signIn(newVisitor(), email, 'Fresh123');
  });
});
