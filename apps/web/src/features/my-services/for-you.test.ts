import { afterEach, describe, expect, it } from 'vitest';
import { testTitle } from '../../../test/title-fixture.ts';
import { activateLocale, i18n } from '../../lib/i18n/catalogs.ts';
import { groupByPlatform, toStreamEntries } from '../../lib/stream-entries.ts';
import { personalise } from '../title/personal-order.ts';
import { countryList, forYou } from './for-you.ts';

const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
afterEach(() => activateLocale('en'));

const row = (provider: string, country: string, offerType: 'subscription' | 'rent' = 'subscription') => ({
  provider,
  country,
  offerType,
  link: null,
  price: null,
});
const movie = testTitle({
  platforms: [],
  availability: [
    row('Netflix', 'JP'),
    row('Netflix', 'GB'),
    row('Netflix', 'DE'),
    row('Netflix', 'FR'),
    row('Apple TV', 'SE', 'rent'),
    row('Max', 'SE'),
    row('Max', 'US'),
  ],
});
const entries = toStreamEntries(movie);

describe('For you', () => {
  it('at home: the visitor’s services first, then the rest', () => {
    const answer = forYou(entries, ['Max'], 'SE');
    expect(answer.home.mine.map((e) => e.provider)).toEqual(['Max']);
    expect(answer.home.others.map((e) => e.provider)).toEqual(['Apple TV']);
    expect(answer.vpnHelps).toBe(false);
  });

  it('elsewhere: each service with its countries; a VPN helps when home has none of them', () => {
    const answer = forYou(entries, ['Netflix'], 'SE');
    expect(answer.home.mine).toEqual([]);
    expect(answer.elsewhere).toEqual([
      {
        provider: 'Netflix',
        countries: [
          { code: 'FR', name: 'France' },
          { code: 'DE', name: 'Germany' },
          { code: 'JP', name: 'Japan' },
          { code: 'GB', name: 'United Kingdom' },
        ],
      },
    ]);
    expect(answer.vpnHelps).toBe(true);
  });

  it('no services, no VPN hint; no home country, nothing at home', () => {
    expect(forYou(entries, [], 'SE').vpnHelps).toBe(false);
    expect(forYou(entries, ['Netflix'], null).home).toEqual({ mine: [], others: [] });
  });

  it('names a few countries, then how many more', () => {
    expect(countryList(t, ['Japan'])).toBe('Japan');
    expect(countryList(t, ['Japan', 'France', 'Spain'])).toBe('Japan, France and Spain');
    expect(countryList(t, ['Japan', 'France', 'Spain', 'Italy', 'Peru'])).toBe('Japan, France and 3 more');
  });

  it('joins the names as the active language does', async () => {
    await activateLocale('de');
    expect(countryList(t, ['Japan', 'Frankreich', 'Spanien', 'Italien'])).toBe(
      'Japan, Frankreich und 2 weitere',
    );
    await activateLocale('ar');
    expect(countryList(t, ['اليابان', 'فرنسا'])).toBe('اليابان وفرنسا');
  });
});

describe('the list for this visitor', () => {
  it('puts the visitor’s services first, marked, and their country first in each list', () => {
    const groups = personalise(groupByPlatform(entries), ['Max'], 'SE');
    const all = [...groups.popular, ...groups.other];
    const max = all.find((g) => g.name === 'Max');
    expect(max?.mine).toBe(true);
    expect(max?.entries[0]?.country).toBe('SE');
    expect(groups.popular[0]?.name ?? groups.other[0]?.name).toBe('Max');
  });

  it('changes nothing for a visitor with no choice and no country', () => {
    const groups = groupByPlatform(entries);
    expect(personalise(groups, [], null)).toBe(groups);
  });
});
