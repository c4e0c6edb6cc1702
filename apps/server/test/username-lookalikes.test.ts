import { accountMessages, CONTROL_CHARACTERS_MESSAGE } from '@reelatlas/contracts';
import { usernameKey } from '@reelatlas/core';
import { createAuthUserStore, queryRows } from '@reelatlas/db';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { fillUsernameKeys } from '../src/boot/username-keys.ts';
import { useAccountServer } from './account-helpers.ts';

/**
 * Usernames that look like another user's are that user's name: `pro1` beside `pr\u200bo1`
 * (a zero-width space), Cyrillic `рro1`, full-width `ｐｒｏ1` or `pro1` with a trailing
 * right-to-left override would let anyone pass for `pro1`.
 */
const env = useAccountServer('198.18.31');
const { newVisitor, uniqueEmail, signUp, signIn, verifiedUser } = env;

type Answer = { error?: string; message?: string; fields?: Record<string, string> };
const me = async (client: ReturnType<typeof newVisitor>) =>
  (await client.json<{ username: string }>('/api/me')).body.username;
const db = () => env.server.deps.database.db;
const allKeys = async () =>
  (
    await queryRows<{ username: string; key: string | null }>(
      db(),
      sql`SELECT username, username_key AS key FROM users`,
    )
  ).map((row) => row.key);

const invisible = ['pr\u200bo1', 'pro1\u202e', '\u202epro1', 'pro\u20601', 'p\u00adro1', 'pro\u20281'];
const lookAlikes = ['рro1', 'ｐｒｏ1', 'PRO1', 'Pro1', 'prо1', 'pro１', 'prol', 'PRОl'];

describe('look-alike usernames', () => {
  it('PATCH /api/me: a look-alike of a taken name is taken (409), an invisible character refused (400)', async () => {
    await verifiedUser('pro1');
    const { client } = await verifiedUser('renamer');
    for (const username of lookAlikes) {
      const res = await client.json<Answer>('/api/me', { method: 'PATCH', json: { username } });
      expect(res, username).toMatchObject({ status: 409, body: { message: accountMessages.usernameTaken } });
    }
    for (const username of invisible) {
      const res = await client.json<Answer>('/api/me', { method: 'PATCH', json: { username } });
      expect(res, JSON.stringify(username)).toMatchObject({
        status: 400,
        body: { fields: { username: CONTROL_CHARACTERS_MESSAGE } },
      });
    }
    expect(await me(client)).toBe('renamer');
    // A name of its own, typed full-width, is stored as NFKC.
    const own = await client.json<{ username: string }>('/api/me', {
      method: 'PATCH',
      json: { username: 'ｒｅｎａｍｅｒ２' },
    });
    expect(own).toMatchObject({ status: 200, body: { username: 'renamer2' } });
  });

  it('sign-up: an invisible character is refused; a look-alike gets a name of its own, never the look-alike', async () => {
    for (const username of invisible) {
      const res = await signUp(newVisitor(), { email: uniqueEmail(), username });
      expect(res.status, JSON.stringify(username)).toBe(400);
      expect((res.body as Answer).fields?.username).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    const given: string[] = [];
    for (const username of ['рro1', 'ｐｒｏ1', 'PRO1']) {
      const { client } = await verifiedUser(username);
      given.push(await me(client));
    }
    // Each got the next free name ('…2', '…3'), none reads as pro1, and no two read alike.
    const keys = given.map(usernameKey);
    expect(keys).not.toContain(usernameKey('pro1'));
    expect(new Set(keys).size).toBe(given.length);
    expect(given[1]).toBe('pro13');
  });

  it('two sign-ups with look-alike names at the same moment both succeed, with names that do not look alike', async () => {
    const emails = [uniqueEmail(), uniqueEmail()];
    const clients = [newVisitor(), newVisitor()];
    const answers = await Promise.all([
      signUp(clients[0] as ReturnType<typeof newVisitor>, { email: emails[0], username: 'twin' }),
      signUp(clients[1] as ReturnType<typeof newVisitor>, { email: emails[1], username: 'twіn' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const names = [];
    for (const [i, email] of emails.entries()) {
      const client = clients[i] as ReturnType<typeof newVisitor>;
      await signIn(client, email as string);
      names.push(await me(client));
    }
    expect(usernameKey(names[0] as string)).not.toBe(usernameKey(names[1] as string));
  });

  it('a sign-up that loses the race for its name (the unique key refuses the insert) is asked again and succeeds', async () => {
    // The database plays the other sign-up: the first insert of this name fails on the key's
    // unique index, as it does when a look-alike was stored between the hook's check and the
    // insert. (A sequence, because it is the one thing a failed statement does not roll back.)
    await db().execute(sql.raw('CREATE SEQUENCE test_sign_up_race_seq'));
    await db().execute(
      sql.raw(`
      CREATE FUNCTION test_sign_up_race() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.username = 'racewinner' AND nextval('test_sign_up_race_seq') = 1 THEN
          RAISE unique_violation USING MESSAGE = 'duplicate key value violates unique constraint "users_username_key"';
        END IF;
        RETURN NEW;
      END $$`),
    );
    await db().execute(
      sql.raw(
        'CREATE TRIGGER test_sign_up_race BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION test_sign_up_race()',
      ),
    );
    try {
      const email = uniqueEmail();
      const client = newVisitor();
      const res = await signUp(client, { email, username: 'racewinner' });
      expect(res.status).toBe(200);
      await signIn(client, email);
      expect(await me(client)).toBe('racewinner');
      const [tries] = await queryRows<{ n: number }>(
        db(),
        sql.raw('SELECT last_value::int AS n FROM test_sign_up_race_seq'),
      );
      expect(tries?.n).toBe(2);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER test_sign_up_race ON users'));
      await db().execute(sql.raw('DROP FUNCTION test_sign_up_race()'));
      await db().execute(sql.raw('DROP SEQUENCE test_sign_up_race_seq'));
    }
  });

  it('two renames to look-alike names at the same moment: one wins, the other gets 409', async () => {
    const a = await verifiedUser('racera');
    const b = await verifiedUser('racerb');
    const [first, second] = await Promise.all([
      a.client.json('/api/me', { method: 'PATCH', json: { username: 'samename' } }),
      b.client.json('/api/me', { method: 'PATCH', json: { username: 'ѕamename' } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const keys = (await allKeys()).filter((key) => key === usernameKey('samename'));
    expect(keys).toHaveLength(1);
  });

  it('accounts made before keys existed get theirs at start-up; the older of two look-alikes keeps the name', async () => {
    await db().execute(sql`
      INSERT INTO users (id, name, email, username, created_at, updated_at) VALUES
        ('legacy-a', 'x', 'legacy-a@example.test', 'oldtimer', now() - interval '2 days', now()),
        ('legacy-b', 'x', 'legacy-b@example.test', 'оldtimer', now() - interval '1 day', now())`);
    const result = await fillUsernameKeys(createAuthUserStore(db()), pino({ level: 'silent' }));
    expect(result).toEqual({ filled: 1, alike: 1 });
    const rows = await queryRows<{ id: string; key: string | null }>(
      db(),
      sql`SELECT id, username_key AS key FROM users WHERE id LIKE 'legacy-%' ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 'legacy-a', key: usernameKey('oldtimer') },
      { id: 'legacy-b', key: null },
    ]);
    const { client } = await verifiedUser('newcomer');
    const res = await client.json('/api/me', { method: 'PATCH', json: { username: 'OLDTIMЕR' } });
    expect(res.status).toBe(409);
    // Every account made through the site has its key.
    expect((await allKeys()).filter((key) => key === null)).toHaveLength(1);
  });
});
