// The trip planner's rules (docs/product-rules.md#planner) without a database: ranking, the pinned home country,
// what a Free user is given, staleness, and how a country's offers are folded.
import { describe, expect, it } from 'vitest';
import {
  AppError,
  type PlannerUser,
  type PlanTripDeps,
  planTrip,
  planTripCountry,
  type TripCountryRow,
  type TripSummaryRows,
} from '../src/index.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
const HOUR = 3_600_000;

function deps(
  summary: Partial<TripSummaryRows>,
  rows: TripCountryRow[] = [],
  titleTtlMs: number | null = null,
) {
  const asked: (Date | null)[] = [];
  const value: PlanTripDeps = {
    clock: { now: () => NOW },
    titleTtlMs,
    planner: {
      summary: async (_userId, staleBefore) => {
        asked.push(staleBefore);
        return { total: 3, streaming: 0, services: ['Netflix'], countries: [], stale: [], ...summary };
      },
      country: async (_userId, _country, staleBefore) => {
        asked.push(staleBefore);
        return rows;
      },
      leaving: async () => [],
    },
  };
  return { value, asked };
}

const pro: PlannerUser = { id: 'u1', plan: 'Pro', country: 'SE' };
const free: PlannerUser = { id: 'u2', plan: 'Free', country: 'SE' };
const countries = [
  { country: 'FR', mine: 0, any: 3 },
  { country: 'JP', mine: 2, any: 2 },
  { country: 'GB', mine: 2, any: 3 },
  { country: 'DE', mine: 2, any: 3 },
];

describe('the ranking', () => {
  it('orders by titles on the user’s services, then on any, then by name; home first with zeros', async () => {
    const plan = await planTrip(deps({ countries }).value, pro);
    expect(plan.access === 'full' && plan.countries.map((row) => row.country)).toEqual([
      'SE',
      'DE',
      'GB',
      'JP',
      'FR',
    ]);
    expect(plan.access === 'full' && plan.countries[0]).toEqual({ country: 'SE', mine: 0, any: 0 });
  });

  it('moves the home country up when it has titles, and leaves it out when there is none', async () => {
    const home = await planTrip(deps({ countries }).value, { ...pro, country: 'JP' });
    expect(home.access === 'full' && home.countries.map((row) => row.country)).toEqual([
      'JP',
      'DE',
      'GB',
      'FR',
    ]);
    const none = await planTrip(deps({ countries }).value, { ...pro, country: null });
    expect(none.access === 'full' && none.countries.map((row) => row.country)).toEqual([
      'DE',
      'GB',
      'JP',
      'FR',
    ]);
  });

  it('breaks ties by English country name, not by code; the home row keeps its counts', async () => {
    const tied = [
      { country: 'CH', mine: 1, any: 1 },
      { country: 'SE', mine: 1, any: 1 },
      { country: 'DE', mine: 1, any: 2 },
    ];
    const plan = await planTrip(deps({ countries: tied }).value, { ...pro, country: 'CH' });
    expect(plan.access === 'full' && plan.countries).toEqual([
      { country: 'CH', mine: 1, any: 1 },
      { country: 'DE', mine: 1, any: 2 },
      { country: 'SE', mine: 1, any: 1 },
    ]);
    const away = await planTrip(deps({ countries: tied }).value, { ...pro, country: 'JP' });
    // Sweden before Switzerland (CH), though C sorts before S.
    expect(away.access === 'full' && away.countries.map((row) => row.country)).toEqual([
      'JP',
      'DE',
      'SE',
      'CH',
    ]);
  });
});

describe('who gets what', () => {
  it('gives Free how many titles stream somewhere, never a country or a count on their services', async () => {
    expect(await planTrip(deps({ countries, streaming: 3 }).value, free)).toEqual({
      access: 'preview',
      total: 3,
      hasServices: true,
      streaming: 3,
    });
    // Whatever the services match, the preview is the same.
    const other = [{ country: 'FR', mine: 0, any: 3 }];
    expect(await planTrip(deps({ countries: other, streaming: 3 }).value, free)).toEqual(
      await planTrip(deps({ countries, streaming: 3 }).value, free),
    );
  });

  it('counts a running trial and a cancelled Pro before its end as paid, an ended trial as Free', async () => {
    const d = deps({ countries }).value;
    expect(
      await planTrip(d, { ...free, plan: 'Trial', trialEndDate: new Date(NOW.getTime() + HOUR) }),
    ).toMatchObject({
      access: 'full',
    });
    expect(
      await planTrip(d, { ...free, plan: 'Pro', subscriptionEndDate: new Date(NOW.getTime() + HOUR) }),
    ).toMatchObject({ access: 'full' });
    expect(
      await planTrip(d, { ...free, plan: 'Trial', trialEndDate: new Date(NOW.getTime() - 1) }),
    ).toMatchObject({
      access: 'preview',
    });
    await expect(planTripCountry(d, free, 'SE')).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('tells Free whether they named any services', async () => {
    expect(await planTrip(deps({ countries, services: [] }).value, free)).toMatchObject({
      hasServices: false,
    });
  });

  it('refuses a signed-out caller', async () => {
    const d = deps({}).value;
    await expect(planTrip(d, null)).rejects.toBeInstanceOf(AppError);
    await expect(planTrip(d, null)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(planTripCountry(d, null, 'SE')).rejects.toMatchObject({ code: 'unauthorized' });
  });
});

describe('staleness', () => {
  it('asks the store for titles older than the time to live, and for none without one', async () => {
    const live = deps({}, [], 24 * HOUR);
    await planTrip(live.value, pro);
    expect(live.asked).toEqual([new Date(NOW.getTime() - 24 * HOUR)]);
    const stored = deps({});
    await planTrip(stored.value, pro);
    expect(stored.asked).toEqual([null]);
  });

  it('lists the stale titles by name', async () => {
    const stale = [
      { id: 2, type: 'movie' as const, title: 'Zodiac' },
      { id: 1, type: 'tv' as const, title: 'Andor' },
    ];
    const plan = await planTrip(deps({ stale }).value, pro);
    expect(plan.access === 'full' && plan.refreshing.map((title) => title.title)).toEqual([
      'Andor',
      'Zodiac',
    ]);
  });
});

describe('one country', () => {
  const row = (over: Partial<TripCountryRow>): TripCountryRow => ({
    id: 1,
    type: 'movie',
    title: 'Alpha',
    year: 2000,
    thumbnail: null,
    stale: false,
    service: 'Netflix',
    offerType: 'subscription',
    mine: true,
    ...over,
  });

  it('folds a title’s rows: the user’s services first, each service once with its best offer', async () => {
    const rows = [
      row({ id: 2, title: 'Beta', service: 'Tubi', offerType: 'ads', mine: false }),
      row({ id: 3, title: 'Gamma', service: 'Max', mine: false }),
      row({ id: 3, title: 'Gamma', service: 'Max', offerType: 'ads', mine: false }),
      row({ id: 1, service: 'Pluto TV', offerType: 'ads', mine: false }),
      row({ id: 1, offerType: 'ads' }),
      row({ id: 1, offerType: 'subscription' }),
      row({ id: 4, title: 'Alpha', type: 'tv', service: 'Max', offerType: 'free', mine: false }),
    ];
    const answer = await planTripCountry(deps({}, rows).value, pro, 'SE');
    expect(answer.titles.map((t) => [t.title, t.type, t.mine, t.others])).toEqual([
      [
        'Alpha',
        'movie',
        [{ service: 'Netflix', offerType: 'subscription' }],
        [{ service: 'Pluto TV', offerType: 'ads' }],
      ],
      ['Alpha', 'tv', [], [{ service: 'Max', offerType: 'free' }]],
      ['Beta', 'movie', [], [{ service: 'Tubi', offerType: 'ads' }]],
      ['Gamma', 'movie', [], [{ service: 'Max', offerType: 'subscription' }]],
    ]);
  });

  it('lists services by name within each part, and titles on the user’s services first, then by name and id', async () => {
    const rows = [
      row({ id: 7, title: 'Aardvark', service: 'Tubi', mine: false }),
      row({ id: 6, title: 'Zebra', service: 'Viaplay' }),
      row({ id: 6, title: 'Zebra', service: 'Apple TV+' }),
      row({ id: 6, title: 'Zebra', service: 'Pluto TV', mine: false }),
      row({ id: 6, title: 'Zebra', service: 'Mubi', mine: false }),
      row({ id: 9, title: 'Twin', service: 'Max' }),
      row({ id: 8, title: 'Twin', service: 'Max' }),
    ];
    const answer = await planTripCountry(deps({}, rows).value, pro, 'SE');
    expect(
      answer.titles.map((t) => [t.id, t.mine.map((o) => o.service), t.others.map((o) => o.service)]),
    ).toEqual([
      [8, ['Max'], []],
      [9, ['Max'], []],
      [6, ['Apple TV+', 'Viaplay'], ['Mubi', 'Pluto TV']],
      [7, [], ['Tubi']],
    ]);
  });
});

describe('leaving soon on the user’s services', () => {
  const leavingRow = {
    id: 603,
    type: 'movie' as const,
    title: 'The Matrix',
    country: 'FR',
    service: 'Netflix',
    offerType: 'subscription' as const,
    leavesOn: '2026-01-20',
  };
  const withLeaving = () => {
    const windows: [string, string][] = [];
    const { value } = deps({ countries });
    value.planner.leaving = async (_userId, from, to) => {
      windows.push([from, to]);
      return [leavingRow];
    };
    return { value, windows };
  };

  it('lists Pro’s offers leaving within 30 days of today', async () => {
    const { value, windows } = withLeaving();
    const plan = await planTrip(value, pro);
    expect(plan.access === 'full' && plan.leavingSoon).toEqual([leavingRow]);
    expect(windows).toEqual([['2026-01-15', '2026-02-14']]);
  });

  it('is never asked for a Free user, and absent when nothing leaves', async () => {
    const { value, windows } = withLeaving();
    expect(await planTrip(value, free)).not.toHaveProperty('leavingSoon');
    expect(windows).toEqual([]);
    expect(await planTrip(deps({ countries }).value, pro)).not.toHaveProperty('leavingSoon');
  });
});
