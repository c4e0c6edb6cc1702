import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AlertSettings, SearchResponse, TitleChangesResponse } from '@reelatlas/contracts';
import { schema, upsertCatalogTitles } from '@reelatlas/db';
import { type CapturedMail, fixtureTitles, solveAltcha, type TestClient } from '@reelatlas/testing';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { sendAlertDigests } from '../src/alerts/send-alert-digests.ts';
import { runAlertDigests } from '../src/boot/alert-digests.ts';
import { importCatalogFile } from '../src/catalog/import-catalog.ts';
import { TEST_PASSWORD, useAccountServer } from './account-helpers.ts';
import { testClock } from './test-server.ts';

const clock = testClock('2026-11-21T12:00:00Z');
const env = useAccountServer('198.18.16', { clock, env: () => ({ ALERT_INTERVAL_MINUTES: '0' }) });
const { newVisitor, verifiedUser } = env;
const DAY = 86_400_000;

const matrix = fixtureTitles.find((t) => t.type === 'movie' && t.id === 603);
const thrones = fixtureTitles.find((t) => t.type === 'tv' && t.id === 1399);
if (!matrix || !thrones) throw new Error('fixture titles missing');

const db = () => env.server.deps.database.db;
const digestDeps = () => {
  const deps = env.server.deps;
  return {
    alerts: deps.alerts,
    mailer: deps.mailer,
    clock,
    logger: pino({ level: 'silent' }),
    tokens: deps.unsubscribeTokens,
    publicUrl: env.server.origin,
  };
};
const runJob = () => runAlertDigests(env.server.deps.database, digestDeps());

async function setPlan(userId: string, fields: Partial<typeof schema.users.$inferInsert>) {
  await db().update(schema.users).set(fields).where(eq(schema.users.id, userId));
}
const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY);

/** A verified Pro user with Netflix and HBO Max at home in Sweden and The Matrix on the watchlist. */
async function proWatcher(
  name: string,
  plan: Partial<typeof schema.users.$inferInsert> = { plan: 'Pro', isPro: true },
) {
  const user = await verifiedUser(name);
  await setPlan(user.userId, plan);
  const put = await user.client.json('/api/me/services', {
    method: 'PUT',
    json: { services: ['Netflix', 'HBO Max'], country: 'SE' },
  });
  expect(put.status).toBe(200);
  for (const title of [matrix, thrones]) {
    const added = await user.client.json('/api/lists/watchlist', {
      method: 'POST',
      json: { id: title?.id, type: title?.type },
    });
    expect(added.status).toBe(200);
  }
  return user;
}

const alertOn = (client: TestClient, type: 'movie' | 'tv', id: number, alert = true) =>
  client.json<AlertSettings & { error?: string; message?: string }>('/api/me/alerts/titles', {
    method: 'PUT',
    json: { type, id, alert },
  });
const patchAlerts = (client: TestClient, json: Record<string, unknown>) =>
  client.json<AlertSettings & { error?: string; message?: string }>('/api/me/alerts', {
    method: 'PATCH',
    json,
  });

/** Rewrites a fixture title's availability as a TMDb refresh or an import would. */
async function rewrite(title: typeof matrix, availability: NonNullable<typeof matrix>['availability']) {
  if (!title) throw new Error('no title');
  await upsertCatalogTitles(db(), [{ ...title, availability }], clock.now());
}
const offer = (country: string, provider: string, offerType: 'subscription' | 'rent' = 'subscription') => ({
  country,
  provider,
  offerType,
  link: null,
  price: null,
});

const mailsTo = (email: string): CapturedMail[] =>
  env.smtp.mails.filter((mail) => mail.to === email && mail.subject.startsWith('Availability alert'));
const unsubscribeLink = (mail: CapturedMail) => {
  const header = mail.headers['list-unsubscribe'] ?? '';
  return header.replace(/^<|>$/g, '');
};

describe('change history', () => {
  it('records what a rewrite added and removed, and shows it to whoever opened the title', async () => {
    await rewrite(thrones, [offer('US', 'HBO Max'), offer('JP', 'Netflix')]);
    const visitor = newVisitor();
    // Not opened yet: the changes (countries and services) follow a counted search.
    expect((await visitor.json('/api/titles/tv/1399/changes')).status).toBe(403);
    const token = await solveAltcha(env.server.url);
    const opened = await visitor.json('/api/search', {
      method: 'POST',
      json: { query: 'Game of Thrones (2011)', id: 1399, type: 'tv', token },
    });
    expect(opened.status).toBe(200);
    const { body } = await visitor.json<TitleChangesResponse>('/api/titles/tv/1399/changes');
    expect(body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          country: 'JP',
          provider: 'Netflix',
          offerType: 'subscription',
          change: 'added',
        }),
        expect.objectContaining({ country: 'SE', provider: 'HBO Max', change: 'removed' }),
      ]),
    );
    expect(body.changes).toHaveLength(2);
    // The same availability again: nothing new is recorded.
    await rewrite(thrones, [offer('US', 'HBO Max'), offer('JP', 'Netflix')]);
    expect(
      (await visitor.json<TitleChangesResponse>('/api/titles/tv/1399/changes')).body.changes,
    ).toHaveLength(2);
    expect((await visitor.json('/api/titles/tv/abc/changes')).status).toBe(400);
    await rewrite(thrones, thrones.availability);
  });
});

describe('changes in the search answer', () => {
  const searchThrones = async (client: TestClient, extra: Record<string, unknown> = {}) =>
    client.json<SearchResponse & { error?: string }>('/api/search', {
      method: 'POST',
      json: {
        query: 'Game of Thrones (2011)',
        id: 1399,
        type: 'tv',
        token: await solveAltcha(env.server.url),
        ...extra,
      },
    });
  const jpNetflix = expect.objectContaining({ country: 'JP', provider: 'Netflix', change: 'added' });
  // These tests rewrite the title behind the catalog cache's back; one read of a title's changes
  // serves its searches for a minute, so each test starts a minute later.
  const aMinuteLater = () => clock.set(new Date(clock.now().getTime() + 61_000).toISOString());

  it("carries the title's recent changes for the caller who searched it, as the changes endpoint has them", async () => {
    await rewrite(thrones, [offer('US', 'HBO Max'), offer('JP', 'Netflix')]);
    aMinuteLater();
    const visitor = newVisitor();
    const counted = await searchThrones(visitor);
    expect(counted.status).toBe(200);
    expect(counted.body.changes).toEqual(expect.arrayContaining([jpNetflix]));
    const separate = await visitor.json<TitleChangesResponse>('/api/titles/tv/1399/changes');
    expect(counted.body.changes).toEqual(separate.body.changes);
    // A reopen (free) carries them too, gzipped or not: the shared title part is spliced, not rebuilt.
    const reopened = await searchThrones(visitor, { freeOnly: true });
    expect(reopened.status).toBe(200);
    expect(reopened.body.changes).toEqual(separate.body.changes);
    expect(reopened.body.quota.used).toBe(counted.body.quota.used);
    const gzipped = await visitor.request('/api/search', {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip' },
      json: {
        query: 'Game of Thrones (2011)',
        id: 1399,
        type: 'tv',
        token: await solveAltcha(env.server.url),
      },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(((await gzipped.json()) as SearchResponse).changes).toEqual(separate.body.changes);
    await rewrite(thrones, thrones.availability);
  });

  it('never reaches a caller who may not see them: a freeOnly refusal, another account', async () => {
    await rewrite(thrones, [offer('US', 'HBO Max'), offer('JP', 'Netflix')]);
    aMinuteLater();
    const searcher = await verifiedUser('changes-searcher');
    expect((await searchThrones(searcher.client)).body.changes).toEqual(expect.arrayContaining([jpNetflix]));
    // Another account (and another visitor) asking only for a free answer: refused, with no changes.
    const other = await verifiedUser('changes-other');
    for (const client of [other.client, newVisitor()]) {
      const refused = await searchThrones(client, { freeOnly: true });
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ notFree: 'search_not_free' });
      expect(JSON.stringify(refused.body)).not.toMatch(/changes|Netflix|JP/);
      expect((await client.json('/api/titles/tv/1399/changes')).status).toBe(403);
    }
    await rewrite(thrones, thrones.availability);
  });
});

describe('alerts: who may switch them on', () => {
  it('refuses a Free user; switching off is always allowed', async () => {
    const { client } = await verifiedUser('freealerts');
    await client.json('/api/lists/watchlist', { method: 'POST', json: { id: 603, type: 'movie' } });
    const refused = await alertOn(client, 'movie', 603);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Pro/);
    expect((await patchAlerts(client, { watchlist: true })).status).toBe(403);
    expect((await patchAlerts(client, { scope: 'anywhere' })).status).toBe(403);
    const off = await patchAlerts(client, { emails: false, watchlist: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ allowed: false, emails: false, watchlist: false, titles: [] });
    expect((await newVisitor().json('/api/me/alerts')).status).toBe(401);
  });

  it('refuses a title that is not on the watchlist, and bad input', async () => {
    const { client } = await proWatcher('proinput');
    expect((await alertOn(client, 'movie', 194)).status).toBe(404);
    expect((await alertOn(client, 'movie', -1)).status).toBe(400);
    expect((await patchAlerts(client, { scope: 'everywhere' })).status).toBe(400);
    expect((await patchAlerts(client, { plan: 'Pro' })).status).toBe(400);
    const on = await alertOn(client, 'movie', 603);
    expect(on.body).toMatchObject({ allowed: true, titles: [{ type: 'movie', id: 603 }], scope: 'home' });
  });
});

describe('alert digests', () => {
  it('one digest a day over SMTP, with the matching changes, title links and one-click unsubscribe', async () => {
    const user = await proWatcher('digester');
    await alertOn(user.client, 'movie', 603);
    await rewrite(matrix, [
      offer('US', 'Netflix'),
      offer('US', 'Apple TV', 'rent'),
      offer('DE', 'Amazon Prime Video, Freevee'),
      offer('JP', 'Netflix'),
    ]);
    const first = await runJob();
    expect(first?.sent).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [CapturedMail];
    expect(mail.subject).toBe('Availability alert: The Matrix (1999)');
    expect(mail.text).toContain('Leaving Netflix in Sweden');
    // Home scope: Japan is not the user's country; Apple TV is not the user's service.
    expect(mail.text).not.toContain('Japan');
    expect(mail.text).toContain(`${env.server.origin}/movie?id=movie:603`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeLink(mail);
    expect(link).toMatch(/^http:\/\/reelatlas\.test\/mail\/unsubscribe\?token=/);
    expect(mail.text).toContain(link);

    // A second run the same day, with news waiting: nothing more today.
    await rewrite(matrix, matrix.availability);
    expect((await runJob())?.sent).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(1);

    // Anywhere scope, next day: the news (Sweden's Netflix back) comes in the day's digest.
    expect((await patchAlerts(user.client, { scope: 'anywhere' })).status).toBe(200);
    clock.set(inDays(1).toISOString());
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(2);
    expect(mailsTo(user.email)[1]?.text).toContain('New on Netflix in Sweden');

    // One-click unsubscribe: no sign-in, POSTed as RFC 8058 says, twice (idempotent).
    const path = new URL(link);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${env.server.url}${path.pathname}${path.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
    }
    expect((await user.client.json<AlertSettings>('/api/me/alerts')).body.emails).toBe(false);
    await rewrite(matrix, [offer('SE', 'Netflix')]);
    clock.set(inDays(1).toISOString());
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(2);
    await rewrite(matrix, matrix.availability);
  });

  it('nothing to an unverified address, an ended Pro, an ended trial or switched-off alerts; a running trial gets it', async () => {
    const unverified = await proWatcher('unverifiedpro');
    const ended = await proWatcher('endedpro');
    const lapsed = await proWatcher('lapsedtrial', { plan: 'Trial', isTrial: true, trialEndDate: inDays(2) });
    const trial = await proWatcher('runningtrial', { plan: 'Trial', isTrial: true, trialEndDate: inDays(5) });
    const off = await proWatcher('alertsoff');
    for (const user of [unverified, ended, lapsed, trial, off]) {
      expect((await patchAlerts(user.client, { watchlist: true })).status).toBe(200);
    }
    expect((await patchAlerts(off.client, { watchlist: false })).status).toBe(200);
    await setPlan(unverified.userId, { emailVerified: false });
    await setPlan(ended.userId, { subscriptionEndDate: inDays(-1) });
    clock.set(inDays(3).toISOString());
    await rewrite(thrones, [offer('US', 'HBO Max')]);
    await runJob();
    expect(mailsTo(trial.email)).toHaveLength(1);
    expect(mailsTo(trial.email)[0]?.text).toContain('Leaving HBO Max in Sweden');
    for (const user of [unverified, ended, lapsed, off]) expect(mailsTo(user.email)).toHaveLength(0);
    await rewrite(thrones, thrones.availability);
  });

  it('two job runs at once send one digest: the lock, and without it the day claim', async () => {
    const user = await proWatcher('racerdigest');
    await patchAlerts(user.client, { watchlist: true });
    clock.set(inDays(1).toISOString());
    await rewrite(thrones, [offer('US', 'HBO Max')]);
    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    await rewrite(thrones, thrones.availability);
    clock.set(inDays(1).toISOString());
    // Two instances that both got past their own lock (no lock at all here): one claim wins.
    await Promise.all([
      sendAlertDigests(digestDeps()),
      sendAlertDigests(digestDeps()),
      sendAlertDigests(digestDeps()),
    ]);
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it('refuses a forged or altered unsubscribe token; the link page itself changes nothing', async () => {
    const user = await proWatcher('forger');
    await patchAlerts(user.client, { watchlist: true });
    const token = env.server.deps.unsubscribeTokens.sign(user.userId);
    const post = (t: string) =>
      fetch(`${env.server.url}/mail/unsubscribe?token=${encodeURIComponent(t)}`, { method: 'POST' });
    const forged = `${Buffer.from(user.userId).toString('base64url')}.${'A'.repeat(43)}`;
    const other = env.server.deps.unsubscribeTokens.sign('someone-else');
    const swapped = `${Buffer.from(user.userId).toString('base64url')}.${other.split('.')[1]}`;
    for (const bad of [forged, swapped, 'not-a-token-at-all', `${token}.x`])
      expect((await post(bad)).status).toBe(400);
    expect((await fetch(`${env.server.url}/mail/unsubscribe`, { method: 'POST' })).status).toBe(400);
    const page = await fetch(`${env.server.url}/mail/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop availability e-mails');
    expect((await user.client.json<AlertSettings>('/api/me/alerts')).body.emails).toBe(true);
    expect((await post(token)).status).toBe(200);
    expect((await user.client.json<AlertSettings>('/api/me/alerts')).body.emails).toBe(false);
  });

  it('with catalog:import over the demo catalog: the rewritten demo title alerts once', async () => {
    const user = await proWatcher('importer');
    await alertOn(user.client, 'tv', 1399);
    clock.set(inDays(1).toISOString());
    const dir = mkdtempSync(join(tmpdir(), 'alerts-import-'));
    const file = join(dir, 'titles.jsonl');
    const line = {
      ...thrones,
      availability: [offer('US', 'HBO Max'), offer('SE', 'HBO Max'), offer('SE', 'Netflix')],
    };
    writeFileSync(file, `${JSON.stringify(line)}\n`);
    const summary = await importCatalogFile(db(), file, {
      now: clock.now(),
      logger: pino({ level: 'silent' }),
    });
    expect(summary.imported).toBe(1);
    await runJob();
    await runJob();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('New on Netflix in Sweden');
    expect(mails[0]?.text).toContain(`${env.server.origin}/movie?id=tv:1399`);
  });

  it('is exported and deleted with the account', async () => {
    const user = await proWatcher('leaveralerts');
    await alertOn(user.client, 'movie', 603);
    await patchAlerts(user.client, { scope: 'anywhere' });
    const data = (await (await user.client.request('/api/me/export')).json()) as {
      alerts: { settings: { scope: string; emails: boolean }; titles: { type: string; id: number }[] };
    };
    expect(data.alerts.settings).toMatchObject({ scope: 'anywhere', emails: true });
    expect(data.alerts.titles).toEqual([expect.objectContaining({ type: 'movie', id: 603 })]);
    await setPlan(user.userId, { plan: 'Free', isPro: false });
    expect(
      (await user.client.json('/api/me', { method: 'DELETE', json: { password: TEST_PASSWORD } })).status,
    ).toBe(200);
    expect(
      await db().select().from(schema.alertSettings).where(eq(schema.alertSettings.userId, user.userId)),
    ).toEqual([]);
    expect(
      await db().select().from(schema.alertTitles).where(eq(schema.alertTitles.userId, user.userId)),
    ).toEqual([]);
  });
});
