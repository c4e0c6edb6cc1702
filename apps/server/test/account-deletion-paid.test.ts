// Account deletion while paid access runs (docs/product-rules.md#account-deletion, docs/testing.md#what-the-suites-check): refused with the end
// of the current period in the notice, for every kind of paid access (a trial, a Pro
// subscription that renews and so has no end date, a cancelled one inside its period), and
// allowed once that period is over. Through the TEST MODE billing pages, with a test clock.
import { proDeleteNotice } from '@reelatlas/contracts';
import { formatUtcDate } from '@reelatlas/core';
import { schema } from '@reelatlas/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';
import { testClock } from './test-server.ts';

const START = '2026-11-21T12:00:00.000Z';
const clock = testClock(START);
const env = useAccountServer('198.18.12', { clock });
const { verifiedUser } = env;
type Client = Awaited<ReturnType<typeof verifiedUser>>['client'];

afterEach(() => clock.set(START));

const DAY_MS = 86_400_000;
const at = (ms: number) => new Date(Date.parse(START) + ms);
const press = (client: Client, path: string, fields: Record<string, string> = {}) =>
  client.request(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
const subscriptionIdOf = async (client: Client) => {
  const page = await (await client.request('/dev/billing')).text();
  return /name="subscription" value="([^"]+)"/.exec(page)?.[1] ?? '';
};
const deleteAccount = (client: Client) =>
  client.json<Record<string, unknown>>('/api/me', { method: 'DELETE', json: { password: TEST_PASSWORD } });
const deletionStatus = async (client: Client) => (await client.json('/api/me/deletion')).body;
const refusedUntil = (until: Date) => ({
  status: 409,
  body: { error: 'conflict', message: proDeleteNotice(formatUtcDate(until)) },
});

/** A verified user whose trial has ended into a paying Pro subscription that renews (no end date). */
async function renewingPro(name: string) {
  const user = await verifiedUser(name);
  await press(user.client, '/dev/checkout');
  const id = await subscriptionIdOf(user.client);
  await press(user.client, '/dev/billing', { action: 'end-period', subscription: id });
  expect((await user.client.json('/api/me')).body).toMatchObject({ plan: 'Pro', subscriptionEndDate: null });
  return { ...user, subscriptionId: id };
}

describe('account deletion while paid access runs', () => {
  it('a trial: refused until the trial ends, with its end in the notice', async () => {
    const { client } = await verifiedUser('trialdeleter');
    await press(client, '/dev/checkout');
    const trialEnd = at(7 * DAY_MS);
    expect(await deleteAccount(client)).toEqual(refusedUntil(trialEnd));
    expect(await deletionStatus(client)).toEqual({ allowed: false, paidUntil: trialEnd.toISOString() });
  });

  it('Pro that renews (no end date): refused, with the next renewal date in the notice', async () => {
    const { client } = await renewingPro('renewer');
    // The trial ended "now" (START) and the first paid month began: it renews a month later.
    const renewal = new Date('2026-12-21T12:00:00.000Z');
    expect(await deleteAccount(client)).toEqual(refusedUntil(renewal));
    expect(await deletionStatus(client)).toEqual({ allowed: false, paidUntil: renewal.toISOString() });
    expect((await client.json('/api/me')).status).toBe(200);
  });

  it('Pro with no end date and no subscription row to read one from: refused, the notice without a date', async () => {
    const { client, userId } = await verifiedUser('grantedpro');
    // As an operator would grant Pro by hand: the plan on the record, no provider subscription.
    await env.server.deps.database.db
      .update(schema.users)
      .set({ plan: 'Pro', isPro: true })
      .where(eq(schema.users.id, userId));
    expect(await deleteAccount(client)).toEqual({
      status: 409,
      body: { error: 'conflict', message: proDeleteNotice(null) },
    });
    expect(await deletionStatus(client)).toEqual({ allowed: false, paidUntil: null });
    expect((await client.json('/api/me')).status).toBe(200);
  });

  it('Pro cancelled inside its period: refused with the cancellation date; allowed after it', async () => {
    const { client, subscriptionId } = await renewingPro('quitter');
    await press(client, '/dev/billing', { action: 'cancel', subscription: subscriptionId });
    const end = new Date(
      String((await client.json<{ subscriptionEndDate: string }>('/api/me')).body.subscriptionEndDate),
    );
    expect(end.getTime()).toBeGreaterThan(clock.now().getTime());

    clock.set(new Date(end.getTime() - 60_000).toISOString());
    expect(await deleteAccount(client)).toEqual(refusedUntil(end));
    expect(await deletionStatus(client)).toEqual({ allowed: false, paidUntil: end.toISOString() });

    clock.set(end.toISOString());
    expect(await deletionStatus(client)).toEqual({ allowed: true, paidUntil: null });
    expect(await deleteAccount(client)).toEqual({ status: 200, body: { deleted: true } });
    expect((await client.json('/api/me')).status).toBe(401);
  });

  it('a Free account may be deleted; a signed-out caller learns nothing', async () => {
    const { client } = await verifiedUser('freeleaver');
    expect(await deletionStatus(client)).toEqual({ allowed: true, paidUntil: null });
    const visitor = client.freshProfile();
    expect((await visitor.json('/api/me/deletion')).status).toBe(401);
  });
});
