// Core's ban and unban use cases (docs/product-rules.md#bans; admins only: the route checks the role) on the ban
// store in the database: what is stored (the normalised address or range), banning twice, the
// refusal to ban the admin's own address, the list's cap, and lifting a ban typed in any form.
// The API tests (admin.test.ts) prove the same over HTTP; these run per mutant in mutation testing.
import { adminMessages, BAN_LIST_MAX } from '@reelatlas/contracts';
import { banIp, unbanIp } from '@reelatlas/core';
import { createBanStore, schema } from '@reelatlas/db';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { refusal } from './use-case-helpers.ts';

const testDatabase = useMigratedDatabase();
const ADMIN = { id: 'ban-rules-admin' };
const CALLER = '192.0.2.10';
const bans = () => createBanStore(testDatabase.current.db);

// The ban list is one table for everyone: each test starts from an empty one.
beforeEach(async () => {
  const { db } = testDatabase.current;
  await db.delete(schema.bannedIps);
  await db
    .insert(schema.users)
    .values({ id: ADMIN.id, name: 'Admin', email: 'ban-rules@example.test', username: ADMIN.id })
    .onConflictDoNothing();
});

describe('banning', () => {
  it('stores the normalised address or range; banning again is a success, "already banned"', async () => {
    expect(await banIp(bans(), ADMIN, { ip: ' 2001:DB8:0::1 ', callerIp: CALLER })).toEqual({
      ip: '2001:db8::1',
      alreadyBanned: false,
    });
    expect(await banIp(bans(), ADMIN, { ip: '203.0.113.77/24', callerIp: CALLER })).toEqual({
      ip: '203.0.113.0/24',
      alreadyBanned: false,
    });
    expect(await banIp(bans(), ADMIN, { ip: '2001:db8:0:0::1', callerIp: CALLER })).toEqual({
      ip: '2001:db8::1',
      alreadyBanned: true,
    });
    expect((await bans().list()).sort()).toEqual(['2001:db8::1', '203.0.113.0/24']);
    const [row] = await testDatabase.current.db
      .select()
      .from(schema.bannedIps)
      .where(sql`ip = '2001:db8::1'`);
    expect(row?.bannedBy).toBe(ADMIN.id);
  });

  it("refuses a ban that covers the admin's own address (validation_failed, on the field), storing nothing", async () => {
    for (const ip of [CALLER, '192.0.2.0/24', '::ffff:192.0.2.10']) {
      expect(await refusal(banIp(bans(), ADMIN, { ip, callerIp: CALLER }))).toEqual({
        code: 'validation_failed',
        message: adminMessages.ownAddress,
        fields: { ip: adminMessages.ownAddress },
      });
    }
    expect(await bans().list()).toEqual([]);
  });

  it('refuses an address that does not parse and a range too broad, with their texts', async () => {
    expect(await refusal(banIp(bans(), ADMIN, { ip: '10.1', callerIp: CALLER }))).toEqual({
      code: 'validation_failed',
      message: adminMessages.ipInvalid,
      fields: { ip: adminMessages.ipInvalid },
    });
    const broad = adminMessages.rangeTooBroad(16, 'IPv4');
    expect(await refusal(banIp(bans(), ADMIN, { ip: '10.0.0.0/8', callerIp: CALLER }))).toEqual({
      code: 'validation_failed',
      message: broad,
      fields: { ip: broad },
    });
    expect(await bans().list()).toEqual([]);
  });

  it(`refuses a new ban once the list holds ${BAN_LIST_MAX} (conflict, with the text)`, async () => {
    await testDatabase.current.db.execute(sql`
      INSERT INTO banned_ips (ip)
      SELECT '10.' || (g / 65536) || '.' || (g / 256 % 256) || '.' || (g % 256)
      FROM generate_series(1, ${BAN_LIST_MAX}) AS g`);
    const full = adminMessages.banListFull(BAN_LIST_MAX);
    expect(await refusal(banIp(bans(), ADMIN, { ip: '203.0.113.5', callerIp: CALLER }))).toEqual({
      code: 'conflict',
      message: full,
      fields: { ip: full },
    });
    expect(await bans().list()).not.toContain('203.0.113.5');
  });
});

describe('unbanning', () => {
  it('lifts a ban typed in any form of it, answering the stored form', async () => {
    await banIp(bans(), ADMIN, { ip: '2001:db8::1', callerIp: CALLER });
    await banIp(bans(), ADMIN, { ip: '198.51.100.0/24', callerIp: CALLER });
    expect(await unbanIp(bans(), { ip: '2001:DB8:0::1' })).toEqual({ ip: '2001:db8::1' });
    expect(await unbanIp(bans(), { ip: '198.51.100.9/24' })).toEqual({ ip: '198.51.100.0/24' });
    expect(await bans().list()).toEqual([]);
  });

  it('an address that is not banned, or a range too broad to ban, is not_found with the text', async () => {
    await banIp(bans(), ADMIN, { ip: '203.0.113.7', callerIp: CALLER });
    for (const ip of ['203.0.113.8', '10.0.0.0/8', '2001:db8::/16']) {
      expect(await refusal(unbanIp(bans(), { ip }))).toEqual({
        code: 'not_found',
        message: adminMessages.notBanned,
        fields: { ip: adminMessages.notBanned },
      });
    }
    expect(await bans().list()).toEqual(['203.0.113.7']);
  });

  it('an address that does not parse is validation_failed with its text', async () => {
    expect(await refusal(unbanIp(bans(), { ip: 'banana' }))).toEqual({
      code: 'validation_failed',
      message: adminMessages.ipInvalid,
      fields: { ip: adminMessages.ipInvalid },
    });
  });
});
