import { billingMessages, PRO_SEARCH_MAX } from '@reelatlas/contracts';
import { solveAltcha } from '@reelatlas/testing';
import { describe, expect, it } from 'vitest';
import { useAccountServer } from './account-helpers.ts';
import { startSecondInstance, testClock } from './test-server.ts';

const clock = testClock('2026-11-21T12:00:00Z');
const env = useAccountServer('198.18.8', { clock });
const { newVisitor, verifiedUser } = env;
type Client = ReturnType<typeof newVisitor>;

const me = async (client: Client) => (await client.json<Record<string, unknown>>('/api/me')).body;
const quota = async (client: Client) => (await client.json<Record<string, unknown>>('/api/quota')).body;
const checkout = (client: Client, uid: string) =>
  client.json<Record<string, unknown>>('/api/create-checkout-session', {
    method: 'POST',
    json: { priceId: 'price_test_pro', uid, isUpgrade: false },
  });
/** Presses a button of a test-billing page, as the browser's form POST does. */
const press = (client: Client, path: string, fields: Record<string, string> = {}) =>
  client.request(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
const TITLES = ['The Matrix', 'The Matrix Reloaded', 'Amélie', 'Game of Thrones', 'Lonely Film'];
/** A search for a different title each time (reopening one already opened today is free). */
const search = async (client: Client, n: number, headers: Record<string, string> = {}) =>
  client.json<Record<string, unknown>>('/api/search', {
    method: 'POST',
    headers,
    json: { query: TITLES[n % TITLES.length], token: await solveAltcha(env.server.url) },
  });
const subscriptionIdOf = async (client: Client) => {
  const page = await (await client.request('/dev/billing')).text();
  return /name="subscription" value="([^"]+)"/.exec(page)?.[1] ?? '';
};

describe('test billing (no Stripe configured)', () => {
  it('is announced to the browser and sends checkout to the TEST MODE page', async () => {
    const { client, userId } = await verifiedUser('tester');
    expect((await client.json('/api/config')).body).toMatchObject({
      billing: { provider: 'test', priceId: 'price_test_pro' },
    });
    expect(await checkout(client, userId)).toEqual({ status: 200, body: { url: '/dev/checkout' } });
    const page = await (await client.request('/dev/checkout')).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('7-day free trial, then $1.00/month');
    expect(
      (await newVisitor().request('/dev/checkout', { redirect: 'manual' })).headers.get('location'),
    ).toBe('/login');
  });

  it('Free → trial → unlimited searches → cancel → end of period → Free, and no second trial', async () => {
    const { client, userId } = await verifiedUser('journey');
    const paid = await press(client, '/dev/checkout');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/thankyou');
    const trialEnd = new Date(clock.now().getTime() + 7 * 86_400_000).toISOString();
    expect(await me(client)).toMatchObject({
      plan: 'Trial',
      isPro: true,
      trialUsed: true,
      trialEndDate: trialEnd,
    });
    expect(await checkout(client, userId)).toMatchObject({
      status: 409,
      body: { message: billingMessages.alreadyPro },
    });

    for (let i = 0; i < 5; i++) expect((await search(client, i)).status).toBe(200);
    expect(await quota(client)).toMatchObject({ used: 0, limit: PRO_SEARCH_MAX, plan: 'Trial' });

    const id = await subscriptionIdOf(client);
    // The TEST MODE portal writes dates in the product display format (UTC).
    expect(await (await client.request('/dev/billing')).text()).toContain(
      '<dt>Trial ends</dt><dd>Nov 28, 2026, 12:00 UTC</dd>',
    );
    expect((await press(client, '/dev/billing', { action: 'cancel', subscription: id })).status).toBe(303);
    expect(await me(client)).toMatchObject({ plan: 'Trial', subscriptionEndDate: trialEnd });
    await press(client, '/dev/billing', { action: 'resume', subscription: id });
    expect(await me(client)).toMatchObject({ plan: 'Trial', subscriptionEndDate: null });
    await press(client, '/dev/billing', { action: 'end-period', subscription: id });
    expect(await me(client)).toMatchObject({ plan: 'Pro', isTrial: false, subscriptionEndDate: null });
    await press(client, '/dev/billing', { action: 'cancel', subscription: id });
    const pro = await me(client);
    expect(pro).toMatchObject({ plan: 'Pro', subscriptionEndDate: expect.any(String) });
    await press(client, '/dev/billing', { action: 'end-period', subscription: id });
    expect(await me(client)).toMatchObject({ plan: 'Free', isPro: false, trialUsed: true });
    expect(await quota(client)).toMatchObject({ limit: 3, plan: 'Free' });

    const again = await (await client.request('/dev/checkout')).text();
    expect(again).toContain('$1.00/month, renews monthly');
    expect(again).not.toContain('free trial');
    await press(client, '/dev/checkout');
    expect(await me(client)).toMatchObject({ plan: 'Pro', isTrial: false });
  });

  it("refuses cross-site presses and another user's subscription", async () => {
    const owner = await verifiedUser('owner');
    await press(owner.client, '/dev/checkout');
    const id = await subscriptionIdOf(owner.client);
    const forged = await owner.client.request('/dev/billing', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new URLSearchParams({ action: 'cancel', subscription: id }),
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    const intruder = await verifiedUser('intruder');
    expect(
      (await press(intruder.client, '/dev/billing', { action: 'cancel', subscription: id })).status,
    ).toBe(404);
    expect(await me(owner.client)).toMatchObject({ plan: 'Trial', subscriptionEndDate: null });
  });

  it('ends paid access exactly at the end date', async () => {
    const { client } = await verifiedUser('expiring');
    await press(client, '/dev/checkout');
    const id = await subscriptionIdOf(client);
    await press(client, '/dev/billing', { action: 'cancel', subscription: id });
    const end = String((await me(client)).subscriptionEndDate);
    const started = clock.now().toISOString();
    try {
      clock.set(new Date(Date.parse(end) - 1).toISOString());
      expect(await quota(client)).toMatchObject({ limit: PRO_SEARCH_MAX, plan: 'Trial' });
      clock.set(end);
      expect(await quota(client)).toMatchObject({ limit: 3, plan: 'Free' });
      expect(await me(client)).toMatchObject({ plan: 'Free', isPro: false });
    } finally {
      clock.set(started);
    }
  });

  it('an x-pro header from a Free user changes nothing', async () => {
    const { client } = await verifiedUser('pretender');
    for (let i = 0; i < 3; i++) expect((await search(client, i, { 'x-pro': 'true' })).status).toBe(200);
    const refused = await search(client, 3, { 'x-pro': 'true' });
    expect(refused).toMatchObject({ status: 429, body: { limitReached: true } });
    expect(await quota(client)).toMatchObject({ used: 3, limit: 3, plan: 'Free' });
  });

  // A cached answer outlived the change it described, on the same instance and on others.
  const check = async (client: Client) =>
    (await client.json<Record<string, unknown>>('/api/check-subscription', { method: 'POST' })).body;

  it('check-subscription shows a payment and a cancellation at once, never a cached answer', async () => {
    const { client } = await verifiedUser('checker');
    expect(await check(client)).toEqual({ plan: 'Free', trialEndDate: null, subscriptionEndDate: null });
    await press(client, '/dev/checkout');
    const trialEndDate = new Date(clock.now().getTime() + 7 * 86_400_000).toISOString();
    expect(await check(client)).toEqual({ plan: 'Trial', trialEndDate, subscriptionEndDate: null });
    const id = await subscriptionIdOf(client);
    await press(client, '/dev/billing', { action: 'cancel', subscription: id });
    expect(await check(client)).toEqual({ plan: 'Trial', trialEndDate, subscriptionEndDate: trialEndDate });
    await press(client, '/dev/billing', { action: 'resume', subscription: id });
    expect(await check(client)).toMatchObject({ plan: 'Trial', subscriptionEndDate: null });
    // Called again and again, it is never refused (the product client reads a refusal as Free).
    const many = await Promise.all(
      Array.from({ length: 20 }, () => client.json('/api/check-subscription', { method: 'POST' })),
    );
    expect(many.every((r) => r.status === 200)).toBe(true);
    expect((await newVisitor().json('/api/check-subscription', { method: 'POST' })).status).toBe(401);
  });

  it('check-subscription on another instance shows a change made through the first at once', async () => {
    const second = await startSecondInstance(env.server);
    try {
      const { client } = await verifiedUser('roaming');
      const elsewhere = client.atServer(second.url);
      expect(await check(elsewhere)).toMatchObject({ plan: 'Free' });
      await press(client, '/dev/checkout');
      expect(await check(elsewhere)).toMatchObject({ plan: 'Trial', subscriptionEndDate: null });
      expect(await check(client)).toMatchObject({ plan: 'Trial', subscriptionEndDate: null });
      // Cancelled through the second instance: the first shows the end date at once.
      await press(elsewhere, '/dev/billing', {
        action: 'cancel',
        subscription: await subscriptionIdOf(client),
      });
      const { subscriptionEndDate } = await check(client);
      expect(subscriptionEndDate).toEqual(expect.any(String));
      expect(await check(elsewhere)).toMatchObject({ plan: 'Trial', subscriptionEndDate });
    } finally {
      await second.stop();
    }
  });
});
