import { billingMessages, TRIAL_RECORD_NOTE } from '@reelatlas/contracts';
import { schema } from '@reelatlas/db';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

/**
 * One free trial per person: deleting the account
 * and signing up again with the same address, or a +tag / Gmail-dots spelling of it, brings no
 * second trial. The checkout says so and offers the plain price instead. On the test billing.
 */
const env = useAccountServer('198.18.44');
const { verifiedUser } = env;
type Client = Awaited<ReturnType<typeof verifiedUser>>['client'];

const me = async (client: Client) => (await client.json<Record<string, unknown>>('/api/me')).body;
const checkout = (client: Client, uid: string) =>
  client.json<Record<string, unknown>>('/api/create-checkout-session', {
    method: 'POST',
    json: { priceId: 'price_test_pro', uid, isUpgrade: false },
  });
const press = (client: Client, path: string, fields: Record<string, string> = {}) =>
  client.request(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
const subscriptionIdOf = async (client: Client) =>
  /name="subscription" value="([^"]+)"/.exec(await (await client.request('/dev/billing')).text())?.[1] ?? '';

/** Takes the trial, cancels it and ends it now: a Free account whose trial is used. */
async function trialTakenAndEnded(client: Client) {
  await press(client, '/dev/checkout');
  expect(await me(client)).toMatchObject({ plan: 'Trial', trialUsed: true });
  const id = await subscriptionIdOf(client);
  await press(client, '/dev/billing', { action: 'cancel', subscription: id });
  await press(client, '/dev/billing', { action: 'end-period', subscription: id });
  expect(await me(client)).toMatchObject({ plan: 'Free', trialUsed: true });
}

/** The refused trial: a clear 409, the account now priced without a trial, and a plain checkout next. */
async function expectPlainCheckoutOnly(client: Client, userId: string) {
  expect(await me(client)).toMatchObject({ trialUsed: false });
  expect(await checkout(client, userId)).toEqual({
    status: 409,
    body: { error: 'conflict', message: billingMessages.trialAlreadyTaken },
  });
  expect(await me(client)).toMatchObject({ plan: 'Free', trialUsed: true });
  expect(await checkout(client, userId)).toEqual({ status: 200, body: { url: '/dev/checkout' } });
  const page = await (await client.request('/dev/checkout')).text();
  expect(page).not.toContain('free trial');
  await press(client, '/dev/checkout');
  expect(await me(client)).toMatchObject({ plan: 'Pro', isTrial: false });
}

describe('one trial per person', () => {
  it('deleting the account and signing up again with the same address brings no second trial', async () => {
    const email = `again${Date.now()}@example.test`;
    const first = await verifiedUser('twice', email);
    await trialTakenAndEnded(first.client);
    const deleted = await first.client.json('/api/me', {
      method: 'DELETE',
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    // Nothing of the address itself is kept.
    const kept = await env.server.deps.database.db.select().from(schema.trialClaims);
    expect(JSON.stringify(kept)).not.toContain(email.split('@')[0]);

    const second = await verifiedUser('twice2', email);
    // The export says what is kept about the address, and that it is.
    const exported = await second.client.json<Record<string, unknown>>('/api/me/export');
    expect(exported.body.trialRecord).toEqual({ kept: true, note: TRIAL_RECORD_NOTE });
    await expectPlainCheckoutOnly(second.client, second.userId);
  });

  it('a +tag or Gmail-dots spelling of an address that had a trial gets none', async () => {
    const name = `sam${Date.now()}`;
    const original = await verifiedUser('samsam', `${name}.pike@gmail.com`);
    await trialTakenAndEnded(original.client);
    const tagged = await verifiedUser('samtag', `${name}.pike+films@gmail.com`);
    await expectPlainCheckoutOnly(tagged.client, tagged.userId);
    const dotted = await verifiedUser('samdots', `${name.split('').join('.')}pike@googlemail.com`);
    await expectPlainCheckoutOnly(dotted.client, dotted.userId);
  });

  it('another person still gets the trial, and their export says nothing is kept yet', async () => {
    const fresh = await verifiedUser('newcomer', `newcomer${Date.now()}@example.test`);
    expect((await fresh.client.json<Record<string, unknown>>('/api/me/export')).body.trialRecord).toEqual({
      kept: false,
      note: TRIAL_RECORD_NOTE,
    });
    expect(await checkout(fresh.client, fresh.userId)).toEqual({
      status: 200,
      body: { url: '/dev/checkout' },
    });
    expect(await (await fresh.client.request('/dev/checkout')).text()).toContain('7-day free trial');
  });
});
