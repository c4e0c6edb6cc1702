import type { Clock } from '@reelatlas/core';
import { actionCode, type SmtpCapture, startSmtpCapture, TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

export const TEST_PASSWORD = 'Secret12';
let seq = 0;

/** Browsers with their own IP and unique e-mails, for account tests against one server. */
export function accountHelpers(server: () => TestServer, smtp: () => SmtpCapture, ipPrefix: string) {
  const newVisitor = () => new TestClient(server().url, `${ipPrefix}.${++seq % 250}`, server().origin);
  const uniqueEmail = () => `user${Date.now()}${++seq}@example.test`;

  const signUp = (client: TestClient, body: Record<string, unknown>) =>
    client.json<Record<string, unknown>>('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'x', country: 'SE', password: TEST_PASSWORD, ...body },
    });

  const signIn = async (client: TestClient, email: string, password = TEST_PASSWORD) => {
    const res = await client.json('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };

  /**
   * Signs up (which answers "check your inbox" and opens no session) and signs in with the
   * e-mail still unverified; returns the signed-in browser.
   */
  async function unverifiedUser(username = 'maria', email = uniqueEmail(), client = newVisitor()) {
    const before = smtp().countTo(email);
    const res = await signUp(client, { email, username });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    await smtp().waitForMail(email, before);
    await signIn(client, email);
    const me = await client.json<{ id: string }>('/api/me');
    return { client, email, userId: me.body.id };
  }

  /**
   * Signs up, follows the e-mailed verification link, and signs in (verifying ends every
   * earlier session); returns the signed-in browser.
   */
  async function verifiedUser(username = 'maria', email = uniqueEmail(), client = newVisitor()) {
    const before = smtp().countTo(email);
    const res = await signUp(client, { email, username });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    const { code } = actionCode(await smtp().waitForMail(email, before));
    const verified = await client.json(`/api/auth/verify-email?token=${encodeURIComponent(code)}`);
    if (verified.status !== 200) throw new Error(`verification failed: ${verified.status}`);
    await signIn(client, email);
    const me = await client.json<{ id: string }>('/api/me');
    return { client, email, userId: me.body.id };
  }

  /** Follows an e-mailed reset link to set `password`; every session of the account ends. */
  async function resetPassword(email: string, password = TEST_PASSWORD, client = newVisitor()) {
    const before = smtp().countTo(email);
    const asked = await client.json('/api/auth/request-password-reset', { method: 'POST', json: { email } });
    if (asked.status !== 200) throw new Error(`reset request failed: ${asked.status}`);
    const { code } = actionCode(await smtp().waitForMail(email, before));
    const reset = await client.json('/api/auth/reset-password', {
      method: 'POST',
      json: { token: code, newPassword: password },
    });
    if (reset.status !== 200) throw new Error(`reset failed: ${reset.status} ${JSON.stringify(reset.body)}`);
  }

  /**
   * An ADMIN_EMAILS account as its owner makes it: signed up, verified, the password set through
   * the e-mailed reset link (docs/product-rules.md#admins), then signed in; returns the signed-in browser.
   */
  async function adminUser(username: string, email: string, client = newVisitor()) {
    const user = await verifiedUser(username, email, client);
    await resetPassword(email);
    await signIn(client, email);
    return user;
  }

  return { newVisitor, uniqueEmail, signUp, signIn, unverifiedUser, verifiedUser, resetPassword, adminUser };
}

/**
 * A test file's server with a captured SMTP server, started before its tests and stopped after,
 * plus the account helpers bound to it. `env` is read when the server starts (after earlier hooks).
 */
export function useAccountServer(
  ipPrefix: string,
  options: { env?: () => Record<string, string>; clock?: Clock } = {},
) {
  let smtp: SmtpCapture | undefined;
  let server: TestServer | undefined;
  const current = {
    get server(): TestServer {
      if (!server) throw new Error('the server is not started yet');
      return server;
    },
    get smtp(): SmtpCapture {
      if (!smtp) throw new Error('the SMTP capture is not started yet');
      return smtp;
    },
  };
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, ...options.env?.() },
      clock: options.clock,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });
  return Object.assign(
    current,
    accountHelpers(
      () => current.server,
      () => current.smtp,
      ipPrefix,
    ),
  );
}
