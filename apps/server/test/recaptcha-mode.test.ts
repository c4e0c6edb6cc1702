import { messages } from '@reelatlas/contracts';
import { type FakeSiteverify, startFakeSiteverify, TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

// BOT_CHECK=recaptcha: the same search port, verified by (a stand-in for) Google's siteverify.
let google: FakeSiteverify;
let server: TestServer;

beforeAll(async () => {
  google = await startFakeSiteverify((token) => ({
    status: 200,
    body:
      token === 'human'
        ? { success: true, score: 0.9, action: 'submit', hostname: 'reelatlas.test' }
        : token === 'human-elsewhere'
          ? { success: true, score: 0.9, action: 'submit', hostname: 'evil.example' }
          : { success: false },
  }));
  server = await startTestServer({
    env: {
      BOT_CHECK: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-1',
      RECAPTCHA_SECRET_KEY: 'secret-key-1',
      RECAPTCHA_VERIFY_URL: google.url,
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await google?.close();
});

describe('reCAPTCHA v3 mode', () => {
  it('tells the browser to use reCAPTCHA with the site key and the submit action', async () => {
    const { body } = await new TestClient(server.url).json('/api/config');
    expect(body).toMatchObject({
      botCheck: { provider: 'recaptcha', siteKey: 'site-key-1', action: 'submit' },
    });
    expect((await fetch(`${server.url}/api/botcheck/challenge`)).status).toBe(404);
  });

  it('searches with a token Google accepts, and refuses one it rejects with the product text', async () => {
    const visitor = new TestClient(server.url, '198.51.100.90');
    const ok = await visitor.json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix', token: 'human' },
    });
    expect(ok.status).toBe(200);
    const bad = await visitor.json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix', token: 'bot' },
    });
    expect(bad).toEqual({
      status: 403,
      body: { error: 'bot_check_failed', message: messages.botCheckFailed },
    });
  });

  it("refuses a token Google accepts but that was solved on another site (hostname is not PUBLIC_URL's)", async () => {
    const visitor = new TestClient(server.url, '198.51.100.91');
    const elsewhere = await visitor.json('/api/search', {
      method: 'POST',
      json: { query: 'The Matrix', token: 'human-elsewhere' },
    });
    expect(elsewhere).toEqual({
      status: 403,
      body: { error: 'bot_check_failed', message: messages.botCheckFailed },
    });
  });

  it("allows Google's script in the content security policy", async () => {
    const csp = (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://www.google.com');
    expect(csp).toContain('https://www.gstatic.com');
  });
});
