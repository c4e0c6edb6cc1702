import { accountMessages, proDeleteNotice } from '@reelatlas/contracts';
import { formatUtcDate } from '@reelatlas/core';
import { schema } from '@reelatlas/db';
import { solveAltcha } from '@reelatlas/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';

const env = useAccountServer('198.18.3');
const { newVisitor, verifiedUser } = env;

const patch = (client: ReturnType<typeof newVisitor>, json: unknown) =>
  client.json<Record<string, unknown>>('/api/me', { method: 'PATCH', json });

describe('profile', () => {
  it('changes the username, refusing an empty or taken one with the product texts', async () => {
    const { client } = await verifiedUser('changer');
    await verifiedUser('Occupied');
    expect((await patch(client, { username: 'new_name' })).body).toMatchObject({ username: 'new_name' });
    const empty = await patch(client, { username: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({ username: accountMessages.usernameEmpty });
    const taken = await patch(client, { username: 'occupied' });
    expect(taken).toMatchObject({ status: 409, body: { message: accountMessages.usernameTaken } });
    expect((await client.json('/api/me')).body).toMatchObject({ username: 'new_name' });
  });

  it('updates the country, and refuses what is not a country code', async () => {
    const { client } = await verifiedUser('traveller');
    expect((await patch(client, { country: 'DE' })).body).toMatchObject({ country: 'DE' });
    expect((await patch(client, { country: 'Germany' })).status).toBe(400);
    const unknown = await patch(client, { country: 'XX' });
    expect(unknown).toMatchObject({ status: 400, body: { fields: { country: 'Choose a country.' } } });
    expect((await client.json('/api/me')).body).toMatchObject({ country: 'DE' });
    expect((await patch(client, {})).status).toBe(400);
    expect((await newVisitor().json('/api/me', { method: 'PATCH', json: { country: 'DE' } })).status).toBe(
      401,
    );
  });

  it('exports everything stored about the user as a JSON file', async () => {
    const { client, email } = await verifiedUser('exporter');
    await client.json('/api/lists/watchlist', { method: 'POST', json: { id: 603, type: 'movie' } });
    const res = await client.request('/api/me/export');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const data = (await res.json()) as Record<string, unknown>;
    expect(data).toMatchObject({ user: { email, username: 'exporter' }, lists: [{ title: 'The Matrix' }] });
    // When the password was last reset is the user's data; the password's hash is not.
    expect(data).toMatchObject({ user: { passwordResetAt: null } });
    expect(JSON.stringify(data)).not.toMatch(/"password"|scrypt|[0-9a-f]{32}:[0-9a-f]{64}/i);
  });
});

describe('account deletion', () => {
  it('needs the current password', async () => {
    const { client } = await verifiedUser('keeper');
    const wrong = await client.json('/api/me', { method: 'DELETE', json: { password: 'Nope1234' } });
    expect(wrong).toMatchObject({ status: 403, body: { message: accountMessages.incorrectPassword } });
    expect((await client.json('/api/me', { method: 'DELETE', json: {} })).status).toBe(400);
    expect((await client.json('/api/me')).status).toBe(200);
  });

  it('is refused while Pro or a trial is active, with the end date', async () => {
    const { client, userId } = await verifiedUser('payer');
    const until = new Date(Date.now() + 5 * 86_400_000);
    await env.server.deps.database.db
      .update(schema.users)
      .set({ plan: 'Trial', isTrial: true, trialEndDate: until })
      .where(eq(schema.users.id, userId));
    const res = await client.json('/api/me', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(res).toEqual({
      status: 409,
      body: { error: 'conflict', message: proDeleteNotice(formatUtcDate(until)) },
    });
  });

  it('deletes the user, lists, counters and sessions; the e-mail can register again', async () => {
    const { client, email, userId } = await verifiedUser('leaver');
    await client.json('/api/lists/watched', { method: 'POST', json: { id: 603, type: 'movie' } });
    await client.json('/api/search', {
      method: 'POST',
      json: { query: 'Amélie', token: await solveAltcha(env.server.url) },
    });
    const res = await client.json('/api/me', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(res).toEqual({ status: 200, body: { deleted: true } });
    expect((await client.json('/api/me')).status).toBe(401);

    const db = env.server.deps.database.db;
    expect(await db.select().from(schema.users).where(eq(schema.users.id, userId))).toEqual([]);
    expect(await db.select().from(schema.listEntries).where(eq(schema.listEntries.userId, userId))).toEqual(
      [],
    );
    expect(await db.select().from(schema.authSessions).where(eq(schema.authSessions.userId, userId))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(schema.searchCounters)
        .where(eq(schema.searchCounters.subject, `user:${userId}`)),
    ).toEqual([]);
    const again = await newVisitor().json('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'x', email, password: TEST_PASSWORD, username: 'leaver', country: 'SE' },
    });
    expect(again.status).toBe(200);
  });
});
