// Core's alert use cases on the alert and title-changes stores in the database: who may switch
// alerts on (Pro, or Trial while it runs), that switching off is always allowed, "Alert me" only
// for a watchlist title, and who may see a title's recent changes (Pro, or whoever opened the
// title today). The API tests (availability-alerts.test.ts) prove the same over HTTP.
import { alertTexts } from '@reelatlas/contracts';
import {
  readAlertSettings,
  readTitleChanges,
  type Subject,
  setTitleAlert,
  updateAlertSettings,
} from '@reelatlas/core';
import { createAlertStore, createTitleChangesStore, schema } from '@reelatlas/db';
import { useMigratedDatabase } from '@reelatlas/testing/migrated-database';
import { describe, expect, it } from 'vitest';
import { refusal } from './use-case-helpers.ts';

const testDatabase = useMigratedDatabase();
const NOW = new Date('2026-03-10T12:00:00Z');
const clock = { now: () => NOW };

const settingsDeps = () => ({ alerts: createAlertStore(testDatabase.current.db), clock });
const changesDeps = () => ({ changes: createTitleChangesStore(testDatabase.current.db), clock });

let seq = 0;
async function newUser(plan: 'Free' | 'Trial' | 'Pro', trialEndDate: Date | null = null) {
  const id = `alert-rules-${++seq}`;
  await testDatabase.current.db
    .insert(schema.users)
    .values({ id, name: id, email: `${id}@example.test`, username: id, emailVerified: true, plan });
  return { id, plan, trialEndDate, subscriptionEndDate: null };
}

async function onWatchlist(userId: string, titleId: number) {
  await testDatabase.current.db
    .insert(schema.listEntries)
    .values({ userId, list: 'watchlist', titleType: 'movie', titleId, title: `Movie ${titleId}` });
}

describe('alert choices', () => {
  it('are switched on by Pro and by a running Trial, and answered with allowed', async () => {
    const pro = await newUser('Pro');
    expect(await updateAlertSettings(settingsDeps(), pro, { watchlist: true, scope: 'anywhere' })).toEqual({
      watchlist: true,
      scope: 'anywhere',
      emails: true,
      titles: [],
      allowed: true,
    });
    const trial = await newUser('Trial', new Date('2026-03-20T00:00:00Z'));
    expect((await updateAlertSettings(settingsDeps(), trial, { watchlist: true })).watchlist).toBe(true);
  });

  it('are refused to Free and to an ended trial, with the text the profile shows, and nothing is saved', async () => {
    const free = await newUser('Free');
    const ended = await newUser('Trial', new Date('2026-03-01T00:00:00Z'));
    for (const user of [free, ended]) {
      expect(await refusal(updateAlertSettings(settingsDeps(), user, { watchlist: true }))).toMatchObject({
        code: 'forbidden',
        message: alertTexts.refusedForFree,
      });
      expect(await refusal(updateAlertSettings(settingsDeps(), user, { scope: 'home' }))).toMatchObject({
        code: 'forbidden',
      });
      expect(await readAlertSettings(settingsDeps(), user)).toMatchObject({
        watchlist: false,
        allowed: false,
      });
    }
  });

  it('let a Free user switch alerts and e-mails off', async () => {
    const free = await newUser('Free');
    expect(
      await updateAlertSettings(settingsDeps(), free, { watchlist: false, emails: false }),
    ).toMatchObject({
      watchlist: false,
      emails: false,
      allowed: false,
    });
  });
});

describe('"Alert me" for one title', () => {
  it('is set for a watchlist title of a Pro user, and refused for a title not on the watchlist', async () => {
    const pro = await newUser('Pro');
    await onWatchlist(pro.id, 603);
    expect((await setTitleAlert(settingsDeps(), pro, { type: 'movie', id: 603 }, true)).titles).toEqual([
      { type: 'movie', id: 603 },
    ]);
    expect(await refusal(setTitleAlert(settingsDeps(), pro, { type: 'movie', id: 604 }, true))).toEqual({
      code: 'not_found',
      message: alertTexts.notOnWatchlist,
      fields: undefined,
    });
  });

  it('is refused on for Free, and allowed off', async () => {
    const free = await newUser('Free');
    await onWatchlist(free.id, 603);
    expect(
      await refusal(setTitleAlert(settingsDeps(), free, { type: 'movie', id: 603 }, true)),
    ).toMatchObject({
      code: 'forbidden',
    });
    expect((await setTitleAlert(settingsDeps(), free, { type: 'movie', id: 603 }, false)).titles).toEqual([]);
  });
});

describe("a title's recent changes", () => {
  const TITLE = { type: 'movie', id: 700 } as const;
  const anonymous = (deviceId: string): Subject => ({
    kind: 'anonymous',
    deviceId,
    ipKey: '1.2.3.4',
    ipBlockKey: null,
  });

  it('are shown to Pro without a search, and to a visitor who opened the title today only', async () => {
    await testDatabase.current.db.insert(schema.availabilityChanges).values({
      titleType: 'movie',
      titleId: 700,
      country: 'SE',
      provider: 'Netflix',
      offerType: 'subscription',
      change: 'added',
      changedAt: new Date('2026-03-09T08:00:00Z'),
    });
    const pro: Subject = {
      kind: 'user',
      userId: 'pro-viewer',
      plan: 'Pro',
      emailVerified: true,
      deviceId: 'd-pro',
      ipKey: '1.2.3.5',
      ipBlockKey: null,
    };
    const expected = [
      {
        country: 'SE',
        provider: 'Netflix',
        offerType: 'subscription',
        change: 'added',
        changedAt: '2026-03-09T08:00:00.000Z',
      },
    ];
    expect(await readTitleChanges(changesDeps(), pro, TITLE)).toEqual(expected);

    expect(await refusal(readTitleChanges(changesDeps(), anonymous('d-1'), TITLE))).toMatchObject({
      code: 'forbidden',
      message: 'Open the title first.',
    });
    await testDatabase.current.db
      .insert(schema.searchViews)
      .values({ day: '2026-03-10', viewer: 'device:d-1', titleKey: 'movie:700' });
    expect(await readTitleChanges(changesDeps(), anonymous('d-1'), TITLE)).toEqual(expected);
    // Another browser, and the same browser yesterday's opening, see nothing.
    expect(await refusal(readTitleChanges(changesDeps(), anonymous('d-2'), TITLE))).toMatchObject({
      code: 'forbidden',
    });
    await testDatabase.current.db
      .insert(schema.searchViews)
      .values({ day: '2026-03-09', viewer: 'device:d-3', titleKey: 'movie:700' });
    expect(await refusal(readTitleChanges(changesDeps(), anonymous('d-3'), TITLE))).toMatchObject({
      code: 'forbidden',
    });
  });
});
