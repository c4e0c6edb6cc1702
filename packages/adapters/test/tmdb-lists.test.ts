import { describe, expect, it } from 'vitest';
import { brandKey, buildProviderDirectory } from '../src/tmdb/provider-brands.ts';
import { mergeTopRated, TOP_RATED_MIN_VOTES } from '../src/tmdb/top-rated.ts';

const entry = (
  provider_id: number,
  provider_name: string,
  display_priority: number | null,
  logo_path: string | null = null,
) => ({ provider_id, provider_name, display_priority, logo_path });

describe('brandKey', () => {
  it('folds spelling variants and ad-supported tiers of one service', () => {
    expect(brandKey('Amazon Prime Video')).toBe(brandKey('Amazon Prime Video with Ads'));
    expect(brandKey('Netflix')).toBe(brandKey('Netflix Standard with Ads'));
    expect(brandKey('Netflix')).toBe(brandKey('Netflix basic with Ads'));
    expect(brandKey('Disney Plus')).toBe(brandKey('Disney+'));
    expect(brandKey('Apple TV Plus')).toBe(brandKey('Apple TV+'));
    expect(brandKey('OCS Amazon Channel ')).toBe(brandKey('OCS Amazon Channel'));
    expect(brandKey('Canal+ Séries')).toBe(brandKey('canal plus series'));
  });

  it('keeps different services apart', () => {
    expect(brandKey('Amazon Video')).not.toBe(brandKey('Amazon Prime Video'));
    expect(brandKey('Paramount+ Amazon Channel')).not.toBe(brandKey('Paramount Plus'));
    expect(brandKey('Netflix Kids')).not.toBe(brandKey('Netflix'));
  });
});

describe('buildProviderDirectory', () => {
  it("names each brand after its most prominent id and gives every id that brand's rank", () => {
    const directory = buildProviderDirectory([
      entry(119, 'Amazon Prime Video', 40, '/prime119.jpg'),
      entry(9, 'Amazon Prime Video', 2, '/prime9.jpg'),
      entry(2100, 'Amazon Prime Video with Ads', 60),
      entry(8, 'Netflix', 5, '/netflix.jpg'),
      entry(10, 'Amazon Video', 12),
    ]);
    // The brand's logo is its lead id's (or a member's, when the lead has none).
    const prime = { name: 'Amazon Prime Video', rank: 2, logo: '/prime9.jpg' };
    expect(directory).toEqual({
      '9': prime,
      '119': prime,
      '2100': prime,
      '8': { name: 'Netflix', rank: 5, logo: '/netflix.jpg' },
      '10': { name: 'Amazon Video', rank: 12, logo: null },
    });
  });

  it('merges the movie and TV lists: an id in both takes its better priority', () => {
    const directory = buildProviderDirectory([entry(2, 'Apple TV', 9), entry(2, 'Apple TV', 3)]);
    expect(directory['2']).toEqual({ name: 'Apple TV', rank: 3, logo: null });
  });

  it('ranks providers without a priority as unranked, after those with one', () => {
    const directory = buildProviderDirectory([
      entry(77, 'Local TV', null, '/local.jpg'),
      entry(78, 'Local TV', 30),
    ]);
    const local = { name: 'Local TV', rank: 30, logo: '/local.jpg' };
    expect(directory).toEqual({ '77': local, '78': local });
    expect(buildProviderDirectory([entry(77, 'Local TV', null)])['77']).toEqual({
      name: 'Local TV',
      rank: null,
      logo: null,
    });
  });
});

describe('mergeTopRated', () => {
  const item = (id: number, vote_average: number, vote_count: number, name: string) => ({
    id,
    title: name,
    name,
    vote_average,
    vote_count,
  });

  it('orders movies and TV by rating, then vote count, leaving out thinly rated titles', () => {
    const merged = mergeTopRated(
      [item(1, 8.7, 20_000, 'Film A'), item(2, 8.5, 9_000, 'Film B'), item(3, 9.6, 12, 'Niche film')],
      [item(1, 8.7, 25_000, 'Show A'), item(5, 8.6, TOP_RATED_MIN_VOTES, 'Show B')],
    );
    expect(merged.map((t) => `${t.type}:${t.id}`)).toEqual(['tv:1', 'movie:1', 'tv:5', 'movie:2']);
  });

  it('puts the movie first on a full tie, so the order never flips between fetches', () => {
    const merged = mergeTopRated([item(9, 8, 1000, 'Film')], [item(4, 8, 1000, 'Show')]);
    expect(merged.map((t) => t.type)).toEqual(['movie', 'tv']);
  });
});
