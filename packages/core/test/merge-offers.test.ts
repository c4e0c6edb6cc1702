import type { Availability } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import { mergeOffers } from '../src/catalog/merge-offers.ts';

const row = (
  country: string,
  provider: string,
  offerType: Availability['offerType'],
  extra: Partial<Availability> = {},
) => ({ country, provider, offerType, link: null, price: null, ...extra }) satisfies Availability;
const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

describe('merging a second source’s offers into TMDb’s', () => {
  it('gives an offer both sources know its facts once, keeping TMDb’s name, rank and link', () => {
    const tmdb = [
      row('US', 'Netflix', 'subscription', {
        rank: 1,
        link: 'https://www.themoviedb.org/movie/603/watch?locale=US',
      }),
    ];
    const extra = [
      row('US', 'netflix', 'subscription', {
        link: 'https://netflix.example/1',
        audio: ['en'],
        quality: 'hd',
        deepLink: 'https://netflix.example/1',
      }),
    ];
    expect(mergeOffers(tmdb, extra, key)).toEqual([
      { ...tmdb[0], audio: ['en'], quality: 'hd', deepLink: 'https://netflix.example/1' },
    ]);
  });

  it('adds an offer only the second source knows, once, and keeps those only TMDb knows', () => {
    const tmdb = [row('DE', 'Pluto TV', 'ads')];
    const extra = [
      row('DE', 'MUBI', 'subscription', { audio: ['de'] }),
      row('DE', 'MUBI', 'subscription', { audio: ['en'] }),
    ];
    expect(mergeOffers(tmdb, extra, key)).toEqual([tmdb[0], extra[0]]);
  });

  it('matches "free" with TMDb’s ad-supported offer of the same service', () => {
    const tmdb = [row('DE', 'Pluto TV', 'ads')];
    const merged = mergeOffers(tmdb, [row('DE', 'Pluto TV', 'free', { quality: 'sd' })], key);
    expect(merged).toEqual([{ ...tmdb[0], quality: 'sd' }]);
  });

  it('keeps countries and offer types apart', () => {
    const tmdb = [row('US', 'Apple TV', 'rent')];
    const extra = [
      row('US', 'Apple TV', 'buy', { localPrice: { amount: 9.99, currency: 'USD' } }),
      row('CA', 'Apple TV', 'rent'),
    ];
    expect(mergeOffers(tmdb, extra, key)).toHaveLength(3);
  });

  it('fills TMDb’s missing price text and never overwrites what TMDb has', () => {
    const tmdb = [row('US', 'Apple TV', 'rent', { price: '$3.99', quality: 'sd' })];
    const merged = mergeOffers(
      tmdb,
      [row('US', 'Apple TV', 'rent', { price: '3.49 USD', quality: 'uhd' })],
      key,
    );
    expect(merged[0]).toMatchObject({ price: '$3.99', quality: 'sd' });
    expect(tmdb[0]?.quality).toBe('sd');
  });
});
