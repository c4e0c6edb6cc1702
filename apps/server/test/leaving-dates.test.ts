import type { Availability, PlannerResponse, TitleChangesResponse } from '@reelatlas/contracts';
import { schema, upsertCatalogTitles } from '@reelatlas/db';
import { type CapturedMail, fixtureTitles } from '@reelatlas/testing';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { runAlertDigests } from '../src/boot/alert-digests.ts';
import { useAccountServer } from './account-helpers.ts';
import { testClock } from './test-server.ts';

// An offer's announced last day: recorded in the change history, told in the alert digest a week
// before it (docs/product-rules.md#alerts), and listed by Pro's planner (docs/product-rules.md#planner).

const clock = testClock('2026-11-21T12:00:00Z');
const env = useAccountServer('198.18.61', { clock, env: () => ({ ALERT_INTERVAL_MINUTES: '0' }) });
const DAY = 86_400_000;

const matrix = fixtureTitles.find((t) => t.type === 'movie' && t.id === 603);
if (!matrix) throw new Error('fixture title missing');

const db = () => env.server.deps.database.db;
const runJob = (liveCatalog = false) =>
  runAlertDigests(env.server.deps.database, {
    liveCatalog,
    alerts: env.server.deps.alerts,
    mailer: env.server.deps.mailer,
    clock,
    logger: pino({ level: 'silent' }),
    tokens: env.server.deps.unsubscribeTokens,
    publicUrl: env.server.origin,
  });
const nextDay = (days = 1) => clock.set(new Date(clock.now().getTime() + days * DAY).toISOString());
const mailsTo = (email: string): CapturedMail[] =>
  env.smtp.mails.filter((mail) => mail.to === email && mail.subject.startsWith('Availability alert'));

const offer = (country: string, provider: string, expiresOn?: string): Availability => ({
  country,
  provider,
  offerType: 'subscription',
  link: null,
  price: null,
  ...(expiresOn ? { expiresOn } : {}),
});
const rewrite = (availability: Availability[]) =>
  upsertCatalogTitles(db(), [{ ...(matrix as NonNullable<typeof matrix>), availability }], clock.now());

/** A verified Pro user at home in Sweden with Netflix, alerts on for the whole watchlist (The Matrix). */
async function proWatcher(name: string) {
  const user = await env.verifiedUser(name);
  await db().update(schema.users).set({ plan: 'Pro', isPro: true }).where(eq(schema.users.id, user.userId));
  expect(
    (
      await user.client.json('/api/me/services', {
        method: 'PUT',
        json: { services: ['Netflix'], country: 'SE' },
      })
    ).status,
  ).toBe(200);
  expect(
    (await user.client.json('/api/lists/watchlist', { method: 'POST', json: { id: 603, type: 'movie' } }))
      .status,
  ).toBe(200);
  expect(
    (await user.client.json('/api/me/alerts', { method: 'PATCH', json: { watchlist: true } })).status,
  ).toBe(200);
  return user;
}

describe('an offer’s last day', () => {
  it('is recorded in the change history when announced or moved, once', async () => {
    const user = await proWatcher('historian');
    await rewrite([offer('SE', 'Netflix'), offer('US', 'Netflix')]);
    await rewrite([offer('SE', 'Netflix', '2026-12-12'), offer('US', 'Netflix')]);
    await rewrite([offer('SE', 'Netflix', '2026-12-12'), offer('US', 'Netflix')]);
    await rewrite([offer('SE', 'Netflix', '2026-12-19'), offer('US', 'Netflix')]);
    const { status, body } = await user.client.json<TitleChangesResponse>('/api/titles/movie/603/changes');
    expect(status).toBe(200);
    const leaving = body.changes.filter((change) => change.change === 'leaving');
    expect(leaving.map((change) => [change.country, change.provider, change.leavesOn])).toEqual([
      ['SE', 'Netflix', '2026-12-19'],
      ['SE', 'Netflix', '2026-12-12'],
    ]);
  });

  it('is told in the digest a week before, once, only on the user’s services at home', async () => {
    clock.set('2026-11-30T12:00:00Z');
    const user = await proWatcher('traveller');
    await rewrite([offer('SE', 'Netflix'), offer('SE', 'Disney Plus'), offer('US', 'Netflix')]);
    await runJob();
    const before = mailsTo(user.email).length;
    // Announced ten days ahead (and for a service the user lacks, and abroad): no news yet.
    nextDay();
    await rewrite([
      offer('SE', 'Netflix', '2026-12-11'),
      offer('SE', 'Disney Plus', '2026-12-05'),
      offer('US', 'Netflix', '2026-12-05'),
    ]);
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(before);
    // A week before its last day: told.
    nextDay(3);
    await runJob();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1) as CapturedMail;
    expect(mail.text).toContain('Leaves Netflix in Sweden on 11 December 2026');
    expect(mail.text).not.toContain('Disney Plus');
    expect(mail.text).not.toContain('United States');
    expect(mail.html).toContain('Leaves Netflix in Sweden on 11 December 2026');
    // The following days: not again.
    nextDay();
    await runJob();
    nextDay();
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(before + 1);
  });

  it('is told even when announced less than a week ahead, and not once the day is past', async () => {
    clock.set('2027-01-10T12:00:00Z');
    const user = await proWatcher('late_notice');
    await rewrite([offer('SE', 'Netflix')]);
    await runJob();
    const before = mailsTo(user.email).length;
    nextDay();
    await rewrite([offer('SE', 'Netflix', '2027-01-13')]);
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(before + 1);
    expect(mailsTo(user.email).at(-1)?.text).toContain('Leaves Netflix in Sweden on 13 January 2027');
    nextDay(5);
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(before + 1);
  });

  it('is credited to the Streaming Availability API on a live catalog, in the account’s language', async () => {
    clock.set('2027-02-10T12:00:00Z');
    const user = await proWatcher('credited');
    await rewrite([offer('SE', 'Netflix')]);
    await runJob(true);
    const before = mailsTo(user.email).length;
    nextDay();
    await rewrite([offer('SE', 'Netflix', '2027-02-14')]);
    await runJob(true);
    const mail = mailsTo(user.email).at(-1) as CapturedMail;
    expect(mailsTo(user.email)).toHaveLength(before + 1);
    expect(mail.text).toContain('Leaves Netflix in Sweden on 14 February 2027');
    expect(mail.text).toContain(
      'Leaving dates and offers: Streaming Availability API by Movie of the Night (https://www.movieofthenight.com/about/api)',
    );
    expect(mail.html).toContain('<a href="https://www.movieofthenight.com/about/api">');
  });
});

describe('the source of offer facts in the digest', () => {
  const CREDIT = 'Streaming Availability API by Movie of the Night';

  it('is credited for an offer that arrived with its facts, not for one without', async () => {
    clock.set('2027-04-10T12:00:00Z');
    const user = await proWatcher('sourced');
    await rewrite([]);
    await runJob(true);
    const before = mailsTo(user.email).length;
    nextDay();
    await rewrite([{ ...offer('SE', 'Netflix'), deepLink: 'https://www.netflix.com/watch/20557937' }]);
    await runJob(true);
    expect(mailsTo(user.email)).toHaveLength(before + 1);
    expect(mailsTo(user.email).at(-1)?.text).toContain('New on Netflix in Sweden');
    expect(mailsTo(user.email).at(-1)?.text).toContain(CREDIT);
    // Gone, then back without any of its facts: told without the credit.
    nextDay();
    await rewrite([]);
    await runJob(true);
    nextDay();
    await rewrite([offer('SE', 'Netflix')]);
    await runJob(true);
    const mails = mailsTo(user.email).slice(before + 1);
    expect(mails.map((mail) => mail.text.includes(CREDIT))).toEqual([false, false]);
    expect(mails.at(-1)?.text).toContain('New on Netflix in Sweden');
  });
});

describe('"Leaving soon on your services" in the planner', () => {
  it('lists Pro’s watchlist offers on the user’s services, in any country, leaving within 30 days', async () => {
    clock.set('2027-03-01T12:00:00Z');
    const user = await proWatcher('planner_pro');
    await rewrite([
      offer('SE', 'Netflix', '2027-03-20'),
      offer('US', 'Netflix', '2027-03-05'),
      offer('SE', 'Disney Plus', '2027-03-10'),
      offer('FR', 'Netflix', '2027-05-01'),
      offer('GB', 'Netflix', '2027-02-27'),
    ]);
    const { status, body } = await user.client.json<PlannerResponse>('/api/me/planner');
    expect(status).toBe(200);
    expect(body.access === 'full' && body.leavingSoon).toEqual([
      {
        id: 603,
        type: 'movie',
        title: 'The Matrix',
        country: 'US',
        service: 'Netflix',
        offerType: 'subscription',
        leavesOn: '2027-03-05',
      },
      {
        id: 603,
        type: 'movie',
        title: 'The Matrix',
        country: 'SE',
        service: 'Netflix',
        offerType: 'subscription',
        leavesOn: '2027-03-20',
      },
    ]);
  });

  it('tells a Free user nothing of it', async () => {
    const user = await proWatcher('planner_free');
    await db()
      .update(schema.users)
      .set({ plan: 'Free', isPro: false })
      .where(eq(schema.users.id, user.userId));
    const { body } = await user.client.json<PlannerResponse>('/api/me/planner');
    expect(body.access).toBe('preview');
    expect(body).not.toHaveProperty('leavingSoon');
  });
});
