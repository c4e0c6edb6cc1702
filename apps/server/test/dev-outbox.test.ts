import { TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

// Without SMTP_URL, e-mail goes to the development outbox (docs/product-rules.md#development-tools).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'http://reelatlas.test' } });
});
afterAll(() => server?.stop());

describe('development outbox', () => {
  it('stores each e-mail and lists it with its link at /dev/mail', async () => {
    const client = new TestClient(server.url, '198.18.1.1', server.origin);
    const email = `outbox${Date.now()}@example.test`;
    const res = await client.json('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'x', email, password: 'Secret12', username: 'outboxer', country: 'SE' },
    });
    expect(res.status).toBe(200);
    const page = await (await fetch(`${server.url}/dev/mail`)).text();
    expect(page).toContain('Verify your email for ReelAtlas');
    expect(page).toContain(email);
    // The date display (UTC: the server does not know the reader's zone).
    expect(page).toMatch(/ · [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} UTC<\/p>/);
    expect(page).toMatch(
      /<a href="http:\/\/reelatlas\.test\/google\/action\?mode=verifyEmail&amp;oobCode=[^"]+">/,
    );
  });

  it('is not served in production', async () => {
    const production = await startTestServer({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const res = await fetch(`${production.url}/dev/mail`);
      expect(await res.text()).not.toContain('Development outbox');
    } finally {
      await production.stop();
    }
  });
});
