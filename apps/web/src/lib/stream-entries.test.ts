import type { Availability, TitleDetails } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './i18n/catalogs.ts';
import {
  countryOptions,
  emptyFilters,
  filterEntries,
  formatOffer,
  groupByPlatform,
  isOtherOpenByDefault,
  notStreamingOptions,
  platformOptions,
  splitProviderNames,
  toStreamEntries,
} from './stream-entries.ts';

const row = (
  provider: string,
  country: string,
  offerType: Availability['offerType'] = 'subscription',
  price: string | null = null,
): Availability => ({
  provider,
  country,
  offerType,
  link: `https://example.com/${provider}/${country}`,
  price,
});

const movie = (availability: Availability[], platforms: TitleDetails['platforms'] = []) => ({
  availability,
  platforms,
});

describe('toStreamEntries', () => {
  it('makes one entry per provider and country, with every offer', () => {
    const entries = toStreamEntries(
      movie([
        row('Netflix', 'SE'),
        row('Apple TV', 'SE', 'buy', '9.99 USD'),
        row('Apple TV', 'SE', 'rent', '3.99 USD'),
      ]),
    );
    expect(entries).toHaveLength(2);
    const apple = entries.find((entry) => entry.provider === 'Apple TV');
    expect(apple?.offers.map((offer) => offer.offerType)).toEqual(['rent', 'buy']);
    expect(apple?.countryName).toBe('Sweden');
    expect(apple?.flag).toBe('🇸🇪');
  });

  it('splits a comma-separated platform name into several platforms', () => {
    expect(splitProviderNames('Netflix, Hulu ,')).toEqual(['Netflix', 'Hulu']);
    const entries = toStreamEntries(movie([], [{ name: 'Netflix,Hulu', countries: ['US'] }]));
    expect(entries.map((entry) => entry.provider).sort()).toEqual(['Hulu', 'Netflix']);
    expect(entries[0]?.offers).toEqual([{ offerType: null, price: null, link: null }]);
  });

  it('prefers availability rows over the platforms summary', () => {
    const entries = toStreamEntries(movie([row('Netflix', 'SE')], [{ name: 'Hulu', countries: ['US'] }]));
    expect(entries.map((entry) => entry.provider)).toEqual(['Netflix']);
  });
});

describe('groupByPlatform', () => {
  it("puts well-known services under 'Popular Platforms' and the rest under 'Other Platforms'", () => {
    const groups = groupByPlatform(
      toStreamEntries(
        movie([row('Netflix', 'SE'), row('Netflix', 'DE'), row('Viaplay', 'SE'), row('Hulu', 'US')]),
      ),
    );
    expect(groups.popular.map((group) => group.name)).toEqual(['Netflix', 'Hulu']);
    expect(groups.other.map((group) => group.name)).toEqual(['Viaplay']);
    // Countries alphabetical by English name: Germany before Sweden.
    expect(groups.popular[0]?.entries.map((entry) => entry.countryName)).toEqual(['Germany', 'Sweden']);
    expect(isOtherOpenByDefault(groups)).toBe(false);
  });

  it("follows TMDb's ranking where rows carry one, before the count of countries", () => {
    const ranked = (provider: string, country: string, rank: number) => ({ ...row(provider, country), rank });
    const groups = groupByPlatform(
      toStreamEntries(
        movie([
          row('Netflix', 'SE'),
          row('Netflix', 'DE'),
          row('Netflix', 'FR'),
          ranked('Hulu', 'US', 7),
          ranked('Disney Plus', 'US', 2),
          ranked('Disney Plus', 'CA', 9),
        ]),
      ),
    );
    // Ranked first (a platform's best rank counts), unranked after, by countries.
    expect(groups.popular.map((group) => group.name)).toEqual(['Disney Plus', 'Hulu', 'Netflix']);
  });

  it("opens 'Other Platforms' by default when no popular platform carries the title", () => {
    const groups = groupByPlatform(toStreamEntries(movie([row('Viaplay', 'SE'), row('Mubi', 'GB')])));
    expect(groups.popular).toEqual([]);
    expect(isOtherOpenByDefault(groups)).toBe(true);
  });
});

describe('filterEntries', () => {
  const entries = toStreamEntries(
    movie([row('Netflix', 'SE'), row('Netflix', 'DE'), row('Viaplay', 'SE'), row('Hulu', 'US')]),
  );

  it('keeps everything with empty filters', () => {
    expect(filterEntries(entries, emptyFilters)).toHaveLength(4);
  });

  it('matches text against provider, country name and code, ignoring case', () => {
    expect(filterEntries(entries, { ...emptyFilters, text: 'netf' }).map((e) => e.country)).toEqual([
      'SE',
      'DE',
    ]);
    expect(filterEntries(entries, { ...emptyFilters, text: 'swe' }).map((e) => e.provider)).toEqual([
      'Netflix',
      'Viaplay',
    ]);
    expect(filterEntries(entries, { ...emptyFilters, text: 'us' }).map((e) => e.provider)).toEqual(['Hulu']);
  });

  it('narrows by country and by platform, together with the text', () => {
    expect(filterEntries(entries, { ...emptyFilters, country: 'SE' })).toHaveLength(2);
    expect(filterEntries(entries, { ...emptyFilters, platform: 'Netflix' })).toHaveLength(2);
    expect(filterEntries(entries, { text: 'germ', country: 'SE', platform: '', language: '' })).toEqual([]);
  });
});

describe('filter options', () => {
  const entries = toStreamEntries(movie([row('Viaplay', 'SE'), row('Netflix', 'DE'), row('Netflix', 'SE')]));

  it('lists each country once, by English name, with its flag', () => {
    expect(countryOptions(entries)).toEqual([
      { code: 'DE', label: 'Germany' },
      { code: 'SE', label: 'Sweden' },
    ]);
  });

  it('lists covered countries without any offer apart, by name, once the regions are known', () => {
    const entries = toStreamEntries(movie([row('Netflix', 'SE'), row('Hulu', 'US')]));
    expect(notStreamingOptions(entries, undefined)).toEqual([]);
    const regions = [
      { code: 'US', name: 'United States' },
      { code: 'JP', name: 'Japan' },
      { code: 'SE', name: 'Sweden' },
      { code: 'BR', name: 'Brazil' },
    ];
    expect(notStreamingOptions(entries, regions)).toEqual([
      { code: 'BR', name: 'Brazil', label: 'Brazil' },
      { code: 'JP', name: 'Japan', label: 'Japan' },
    ]);
  });

  it('lists each platform once, alphabetically', () => {
    expect(platformOptions(entries)).toEqual(['Netflix', 'Viaplay']);
  });
});

// The active language's texts, as PlatformCard passes them (useT).
const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

describe('formatOffer', () => {
  it('labels the offer type and adds the price when known', () => {
    expect(formatOffer({ offerType: 'subscription', price: null, link: null }, t)).toBe('Subscription');
    expect(formatOffer({ offerType: 'rent', price: '3.99 USD', link: null }, t)).toBe('Rent · 3.99 USD');
    expect(formatOffer({ offerType: 'ads', price: null, link: null }, t)).toBe('Free with ads');
    expect(formatOffer({ offerType: null, price: null, link: null }, t)).toBe('Available');
  });

  it('speaks the page’s language: offer words, country names and their order', async () => {
    try {
      await activateLocale('de');
      expect(formatOffer({ offerType: 'rent', price: '3.99 USD', link: null }, t)).toBe('Leihen · 3.99 USD');
      const entries = toStreamEntries({
        availability: [row('Netflix', 'SE'), row('Netflix', 'DE'), row('Netflix', 'AT')],
        platforms: [],
      });
      expect(countryOptions(entries).map((option) => option.label)).toEqual([
        'Deutschland',
        'Österreich',
        'Schweden',
      ]);
    } finally {
      await activateLocale('en');
    }
  });
});
