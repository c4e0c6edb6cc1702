import { actionCode, type SmtpCapture, TestClient } from '@reelatlas/testing';
import type { TestServer } from './test-server.ts';

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

  /** Signs up, follows the e-mailed verification link, and returns the signed-in browser. */
  async function verifiedUser(username = 'maria') {
    const client = newVisitor();
    const email = uniqueEmail();
    const before = smtp().countTo(email);
    const res = await signUp(client, { email, username });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    const { code } = actionCode(await smtp().waitForMail(email, before));
    const verified = await client.json(`/api/auth/verify-email?token=${encodeURIComponent(code)}`);
    if (verified.status !== 200) throw new Error(`verification failed: ${verified.status}`);
    const me = await client.json<{ id: string }>('/api/me');
    return { client, email, userId: me.body.id };
  }

  return { newVisitor, uniqueEmail, signUp, verifiedUser };
}
