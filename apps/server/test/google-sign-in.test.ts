import {
  type FakeGoogle,
  type GoogleProfile,
  routeGoogleTo,
  type SmtpCapture,
  startFakeGoogle,
  startSmtpCapture,
  TestClient,
} from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHelpers } from './account-helpers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let google: FakeGoogle;
let unroute: () => void;
let smtp: SmtpCapture;
let server: TestServer;
let seq = 0;

beforeAll(async () => {
  google = await startFakeGoogle();
  unroute = routeGoogleTo(google);
  smtp = await startSmtpCapture();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: 'client-123',
      GOOGLE_CLIENT_SECRET: 'shh',
      ADMIN_EMAILS: 'boss@gmail.test,mixed-boss@example.test',
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  unroute?.();
  await google?.close();
});

const { verifiedUser } = accountHelpers(
  () => server,
  () => smtp,
  '198.18.9',
);
const browser = () => new TestClient(server.url, `198.18.8.${++seq}`, server.origin);

interface PopupOutcome {
  type: string;
  nonce: string;
  targetOrigin: string;
  token?: string;
  error?: { code: string };
}

/**
 * 'Continue with Google' as the browser's popup does it: open /oauth-popup/start, go to Google,
 * come back to the callback with a code (or an error), and read the page that reports to the
 * site's window.
 */
async function continueWithGoogle(client: TestClient, profile: GoogleProfile | { error: string }) {
  const nonce = `nonce-${++seq}`;
  const start = await client.request(
    `/api/auth/oauth-popup/start?${new URLSearchParams({
      provider: 'google',
      popupOrigin: server.origin,
      popupNonce: nonce,
      callbackURL: '/',
      errorCallbackURL: '/login',
    })}`,
    { redirect: 'manual' },
  );
  expect(start.status).toBe(302);
  const googleUrl = new URL(start.headers.get('location') ?? '');
  const state = googleUrl.searchParams.get('state') ?? '';
  const back = new URLSearchParams({ state });
  if ('error' in profile) back.set('error', profile.error);
  else back.set('code', google.codeFor(profile));
  const callback = await client.request(`/api/auth/callback/google?${back}`, { redirect: 'manual' });
  const html = await callback.text();
  const data = html.match(/<script type="application\/json"[^>]*>(.*?)<\/script>/s)?.[1];
  const outcome = data ? (JSON.parse(data) as PopupOutcome) : null;
  return { googleUrl, callback, outcome, nonce };
}

const me = (client: TestClient) => client.json<Record<string, unknown>>('/api/me');

describe('Continue with Google', () => {
  it('refuses to start a popup for a site it does not trust', async () => {
    const res = await browser().request(
      '/api/auth/oauth-popup/start?provider=google&popupOrigin=https://evil.example&popupNonce=x',
      { redirect: 'manual' },
    );
    expect(res.status).toBe(403);
  });

  it('sends the popup to Google with our client id, account selection and a state', async () => {
    const { googleUrl } = await continueWithGoogle(browser(), {
      sub: 'g-0',
      email: `g0-${Date.now()}@gmail.test`,
      name: 'Zero',
    });
    expect(googleUrl.origin).toBe('https://accounts.google.com');
    expect(googleUrl.searchParams.get('client_id')).toBe('client-123');
    expect(googleUrl.searchParams.get('prompt')).toBe('select_account');
    expect(googleUrl.searchParams.get('redirect_uri')).toBe('http://reelatlas.test/api/auth/callback/google');
    expect(googleUrl.searchParams.get('scope')).toContain('email');
  });

  it('creates a verified Free user in SE on the first sign-in, named after the display name', async () => {
    const client = browser();
    const email = `ana-${Date.now()}@gmail.test`;
    const before = Date.now();
    const { callback, outcome, nonce } = await continueWithGoogle(client, {
      sub: 'g-ana',
      email,
      name: 'Ana Lima',
    });
    // The popup's last page reports success to the site's window only, then closes.
    expect(callback.status).toBe(200);
    expect(outcome).toMatchObject({ type: 'better-auth:oauth-popup', nonce, targetOrigin: server.origin });
    expect(outcome?.token).toBeTruthy();
    expect(outcome?.error).toBeUndefined();
    // Its one inline script is allowed by hash under the site's strict CSP.
    expect(callback.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'sha256-tIo2K8VBC9SnhvdZ+9GsGkQoZm+jm/JcxL+d+i8b8KQ='; base-uri 'none'; frame-ancestors 'none'",
    );
    // It declares no opener policy, so the site's window still hears from the popup.
    expect(callback.headers.get('cross-origin-opener-policy')).toBeNull();
    const { status, body } = await me(client);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email,
      emailVerified: true,
      username: 'Ana_Lima',
      country: 'SE',
      plan: 'Free',
      isPro: false,
      isTrial: false,
    });
    expect(Date.parse(String(body.lastLogin))).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(body.createdAt))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('derives the username from the e-mail prefix without a display name, numbered on collision', async () => {
    const prefix = `kim${Date.now()}`;
    const first = browser();
    await continueWithGoogle(first, { sub: `g-${prefix}-1`, email: `${prefix}@gmail.test` });
    const second = browser();
    await continueWithGoogle(second, { sub: `g-${prefix}-2`, email: `${prefix.toUpperCase()}@other.test` });
    // Google's e-mail is stored lower-cased, so the derived name is too; the collision is case-blind.
    expect((await me(first)).body.username).toBe(prefix);
    expect((await me(second)).body.username).toBe(`${prefix}2`);
  });

  it('signs a returning user into the same record and updates only lastLogin', async () => {
    const email = `back-${Date.now()}@gmail.test`;
    const profile = { sub: 'g-back', email, name: 'Back Again' };
    const first = browser();
    await continueWithGoogle(first, profile);
    const created = (await me(first)).body;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = browser();
    await continueWithGoogle(later, profile);
    const again = (await me(later)).body;
    expect(again.id).toBe(created.id);
    expect(again.username).toBe(created.username);
    expect(again.createdAt).toBe(created.createdAt);
    expect(Date.parse(String(again.lastLogin))).toBeGreaterThan(Date.parse(String(created.lastLogin)));
  });

  it('links Google to an existing e-mail account instead of making a second one', async () => {
    const { email, userId } = await verifiedUser('linda');
    const client = browser();
    await continueWithGoogle(client, { sub: 'g-linda', email, name: 'Someone Else' });
    const body = (await me(client)).body;
    expect(body.id).toBe(userId);
    expect(body.username).toBe('linda');
  });

  it('makes a Google-only account on ADMIN_EMAILS admin: it has no password someone else chose', async () => {
    const client = browser();
    await continueWithGoogle(client, { sub: 'g-boss', email: 'boss@gmail.test', name: 'Boss' });
    expect((await me(client)).body).toMatchObject({ emailVerified: true, isAdmin: true });
    expect((await client.json('/api/banned-ips')).status).toBe(200);
  });

  it('does not make admin a listed account whose password predates verification, even through Google (docs/product-rules.md#admins)', async () => {
    const { email } = await verifiedUser('mixedboss', 'mixed-boss@example.test');
    const client = browser();
    await continueWithGoogle(client, { sub: 'g-mixed', email, name: 'Mixed' });
    expect((await me(client)).body).toMatchObject({ email, isAdmin: false });
    expect((await client.json('/api/banned-ips')).status).toBe(403);
  });

  it('never links Google to an address someone registered without verifying it', async () => {
    // Someone registers the owner's address with a password of their own and stays signed in.
    const email = `victim${++seq}@example.test`;
    const squatter = browser();
    const signUp = await squatter.json('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'Secret12', name: 'squatter', username: 'squatter', country: 'SE' },
    });
    expect(signUp.status).toBe(200);
    await squatter.json('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'Secret12' } });
    expect((await me(squatter)).body).toMatchObject({ email, emailVerified: false });

    // The owner continues with Google: Better Auth refuses to link an unverified account, so the
    // squatter's record is neither verified (which would end its sessions) nor shared.
    const owner = browser();
    const { outcome } = await continueWithGoogle(owner, { sub: `g-owner-${seq}`, email, name: 'Owner' });
    expect(outcome?.error?.code).toBeTruthy();
    expect((await me(owner)).status).toBe(401);
    expect((await me(squatter)).body).toMatchObject({ email, emailVerified: false, isAdmin: false });
  });

  it('does not sign in anyone when the person cancels at Google', async () => {
    const client = browser();
    const { outcome } = await continueWithGoogle(client, { error: 'access_denied' });
    expect(outcome?.error?.code).toBe('access_denied');
    expect(outcome?.token).toBeUndefined();
    expect((await me(client)).status).toBe(401);
  });

  it('refuses a forged callback whose state the browser never got', async () => {
    const client = browser();
    const code = google.codeFor({ sub: 'g-forged', email: 'forged@gmail.test' });
    const res = await client.request(`/api/auth/callback/google?code=${code}&state=made-up`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('error=');
    expect((await me(client)).status).toBe(401);
  });
});
