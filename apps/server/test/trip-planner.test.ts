import type { PlannerCountryResponse, PlannerResponse } from '@reelatlas/contracts';
import { schema } from '@reelatlas/db';
import type { TestClient } from '@reelatlas/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccountServer } from './account-helpers.ts';

// "Where to watch your list" (docs/product-rules.md#planner) over HTTP, on the fixture catalog (see fixture-catalog.ts):
//   The Matrix (movie 603):    SE Netflix, US Netflix (+ Apple TV rent), DE "Amazon Prime Video, Freevee"
//   The Matrix Reloaded (604): GB Netflix
//   Amélie (194):              FR Canal+
//   Game of Thrones (tv 1399): US HBO Max, SE HBO Max
//   Lonely Film (movie 1399):  nowhere

const env = useAccountServer('198.18.16', { env: () => ({ RATE_LIMIT_MULTIPLIER: '100' }) });
const { newVisitor, verifiedUser } = env;
const ALL = [
  { type: 'movie', id: 603 },
  { type: 'movie', id: 604 },
  { type: 'movie', id: 194 },
  { type: 'tv', id: 1399 },
  { type: 'movie', id: 1399 },
] as const;
const DAY = 24 * 3_600_000;

const planner = (client: TestClient, path = '') => client.json<PlannerResponse>(`/api/me/planner${path}`);
const countryOf = (client: TestClient, country: string) =>
  client.json<PlannerCountryResponse & { error?: string; message?: string }>(`/api/me/planner/${country}`);

async function setPlan(userId: string, plan: 'Free' | 'Trial' | 'Pro', trialEndDate: Date | null = null) {
  await env.server.deps.database.db
    .update(schema.users)
    .set({ plan, isPro: plan !== 'Free', isTrial: plan === 'Trial', trialEndDate })
    .where(eq(schema.users.id, userId));
}

/** A verified user with the given plan, services, home country and watchlist. */
async function traveller(
  name: string,
  options: {
    plan: 'Free' | 'Trial' | 'Pro';
    trialEndDate?: Date;
    services?: string[];
    country?: string;
    watchlist?: readonly { type: 'movie' | 'tv'; id: number }[];
  },
) {
  const user = await verifiedUser(name);
  const put = await user.client.json('/api/me/services', {
    method: 'PUT',
    json: { services: options.services ?? ['Netflix'], country: options.country ?? 'DE' },
  });
  expect(put.status).toBe(200);
  for (const ref of options.watchlist ?? ALL) {
    const added = await user.client.json('/api/lists/watchlist', { method: 'POST', json: ref });
    expect(added.status).toBe(200);
  }
  await setPlan(user.userId, options.plan, options.trialEndDate ?? null);
  return user;
}

describe('the planner for Pro and Trial', () => {
  it('ranks countries by titles on the user’s services, then on any, the home country pinned on top', async () => {
    const { client } = await traveller('planner-pro', { plan: 'Pro' });
    const { status, body } = await planner(client);
    expect(status).toBe(200);
    expect(body).toEqual({
      access: 'full',
      total: 5,
      services: ['Netflix'],
      home: 'DE',
      countries: [
        { country: 'DE', mine: 0, any: 1 },
        // Sweden and the United States tie at 1 of 2: by name. Renting (Apple TV) is not streaming.
        { country: 'SE', mine: 1, any: 2 },
        { country: 'US', mine: 1, any: 2 },
        { country: 'GB', mine: 1, any: 1 },
        { country: 'FR', mine: 0, any: 1 },
      ],
      refreshing: [],
    });
  });

  it('lists a country’s titles and services, the user’s first', async () => {
    const { client } = await traveller('planner-detail', { plan: 'Pro' });
    const us = await countryOf(client, 'US');
    expect(us.status).toBe(200);
    expect(us.body).toEqual({
      country: 'US',
      titles: [
        {
          id: 603,
          type: 'movie',
          title: 'The Matrix',
          year: 1999,
          thumbnail: null,
          stale: false,
          mine: [{ service: 'Netflix', offerType: 'subscription' }],
          others: [],
        },
        {
          id: 1399,
          type: 'tv',
          title: 'Game of Thrones',
          year: 2011,
          thumbnail: null,
          stale: false,
          mine: [],
          others: [{ service: 'HBO Max', offerType: 'subscription' }],
        },
      ],
    });
    // The comma-joined provider name is one catalog service, matched as the catalog names it.
    expect((await countryOf(client, 'DE')).body.titles[0]?.others).toEqual([
      { service: 'Amazon Prime Video, Freevee', offerType: 'subscription' },
    ]);
    expect((await countryOf(client, 'JP')).body).toEqual({ country: 'JP', titles: [] });
  });

  it('gives a running trial everything, and an ended one the Free preview', async () => {
    const now = Date.now();
    const trial = await traveller('planner-trial', { plan: 'Trial', trialEndDate: new Date(now + 3 * DAY) });
    expect((await planner(trial.client)).body).toMatchObject({ access: 'full', total: 5 });
    expect((await countryOf(trial.client, 'SE')).status).toBe(200);

    const ended = await traveller('planner-ended', { plan: 'Trial', trialEndDate: new Date(now - DAY) });
    expect((await planner(ended.client)).body).toMatchObject({ access: 'preview' });
    expect((await countryOf(ended.client, 'SE')).status).toBe(403);
  });

  it('follows the watchlist and the services as they change', async () => {
    const { client } = await traveller('planner-changes', { plan: 'Pro', services: ['HBO Max'] });
    const before = (await planner(client)).body;
    expect(before.access === 'full' && before.countries.slice(1, 3)).toEqual([
      { country: 'SE', mine: 1, any: 2 },
      { country: 'US', mine: 1, any: 2 },
    ]);
    await client.json('/api/lists/watchlist/tv/1399', { method: 'DELETE' });
    const after = (await planner(client)).body;
    expect(after).toMatchObject({ total: 4, services: ['HBO Max'] });
    expect(after.access === 'full' && after.countries.find((row) => row.country === 'SE')).toEqual({
      country: 'SE',
      mine: 0,
      any: 1,
    });
  });
});

describe('empty states', () => {
  it('an empty watchlist: nothing to rank, the home country still first', async () => {
    const { client } = await traveller('planner-empty', { plan: 'Pro', watchlist: [], country: 'JP' });
    expect((await planner(client)).body).toEqual({
      access: 'full',
      total: 0,
      services: ['Netflix'],
      home: 'JP',
      countries: [{ country: 'JP', mine: 0, any: 0 }],
      refreshing: [],
    });
  });

  it('no services chosen: ranked on any service; Free gets the same count as with services', async () => {
    const pro = await traveller('planner-noservices', { plan: 'Pro', services: [] });
    const full = (await planner(pro.client)).body;
    expect(full).toMatchObject({ access: 'full', services: [] });
    expect(full.access === 'full' && full.countries.map((row) => [row.country, row.mine, row.any])).toEqual([
      ['DE', 0, 1],
      ['SE', 0, 2],
      ['US', 0, 2],
      ['FR', 0, 1],
      ['GB', 0, 1],
    ]);
    const free = await traveller('planner-noservices-free', { plan: 'Free', services: [] });
    expect((await planner(free.client)).body).toEqual({
      access: 'preview',
      total: 5,
      hasServices: false,
      streaming: 4,
    });
  });
});

describe('who gets what (abuse cases)', () => {
  it('a Free user gets how many titles stream somewhere, and nothing more', async () => {
    const { client } = await traveller('planner-free', { plan: 'Free' });
    const response = await client.request('/api/me/planner');
    const text = await response.text();
    // Four of the five stream somewhere (Lonely Film nowhere).
    expect(JSON.parse(text)).toEqual({ access: 'preview', total: 5, hasServices: true, streaming: 4 });
    // No country, service or title is in the answer at all.
    for (const hidden of ['"SE"', '"US"', '"GB"', '"FR"', '"DE"', 'Netflix', 'HBO', 'Matrix', 'countries'])
      expect(text).not.toContain(hidden);
    const refused = await countryOf(client, 'SE');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'forbidden',
      message: 'Where to watch your whole list, country by country, is part of Pro.',
    });
    expect(JSON.stringify(refused.body)).not.toContain('Matrix');
  });

  it('is no availability oracle: one title, one service at a time, no search counted', async () => {
    // The attack: a Free user puts one title on the watchlist (no counted search) and tries one
    // service after another, reading the preview each time. Every answer must be the same.
    const { client } = await traveller('planner-oracle', { plan: 'Free', watchlist: [ALL[0]] });
    const answers = new Set<string>();
    for (const services of [['Netflix'], ['HBO Max'], ['Canal+'], ['Amazon Prime Video, Freevee'], []]) {
      for (const country of ['SE', 'US', 'JP']) {
        const put = await client.json('/api/me/services', { method: 'PUT', json: { services, country } });
        expect(put.status).toBe(200);
        const text = await (await client.request('/api/me/planner')).text();
        answers.add(text.replace(/"hasServices":(true|false)/, ''));
      }
    }
    expect([...answers]).toEqual(['{"access":"preview","total":1,,"streaming":1}']);
    // Nor does the country call tell anything, and no search was spent.
    for (const country of ['SE', 'US', 'DE']) expect((await countryOf(client, country)).status).toBe(403);
    expect((await client.json<{ used: number }>('/api/quota')).body.used).toBe(0);
  });

  it('a Free user gains nothing from what the browser claims', async () => {
    const { client } = await traveller('planner-claims', { plan: 'Free' });
    const claimed = await client.json<PlannerResponse>('/api/me/planner?access=full&plan=Pro', {
      headers: { 'x-pro': 'true', 'x-plan': 'Pro' },
    });
    expect(claimed.body).toMatchObject({ access: 'preview' });
    expect((await client.json('/api/me/planner/SE?plan=Pro', { headers: { 'x-pro': 'true' } })).status).toBe(
      403,
    );
  });

  it('signed out: 401 for both calls', async () => {
    const visitor = newVisitor();
    expect((await planner(visitor)).status).toBe(401);
    expect((await countryOf(visitor, 'SE')).status).toBe(401);
  });

  it('only ever the caller’s own list: no way to name another user', async () => {
    const owner = await traveller('planner-owner', { plan: 'Pro' });
    const other = await traveller('planner-other', { plan: 'Pro', watchlist: [], services: [] });
    for (const path of [
      '',
      `?userId=${owner.userId}`,
      `?user=${owner.userId}`,
      `/${owner.userId}`,
      `?userId=${owner.userId}&list=watchlist`,
    ]) {
      const { status, body } = await other.client.json<PlannerResponse>(`/api/me/planner${path}`);
      if (status === 200) expect(body).toMatchObject({ access: 'full', total: 0, services: [] });
      else expect(status).toBe(400);
    }
    expect((await countryOf(other.client, 'SE')).body).toEqual({ country: 'SE', titles: [] });
  });

  it('refuses a country that is not a two-letter code', async () => {
    const { client } = await traveller('planner-badcountry', { plan: 'Pro', watchlist: [] });
    for (const bad of ['se', 'SWE', 'S1', '%27%3B--'])
      expect((await client.json(`/api/me/planner/${bad}`)).status).toBe(400);
  });

  it('spends no search: the daily counter is untouched', async () => {
    const { client } = await traveller('planner-quota', { plan: 'Free' });
    const before = (await client.json<{ used: number }>('/api/quota')).body.used;
    await planner(client);
    await countryOf(client, 'SE');
    expect((await client.json<{ used: number }>('/api/quota')).body.used).toBe(before);
  });
});
