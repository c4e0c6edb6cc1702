import { languageTag, tmdbProviderIds, toSourcedOffers } from '@reelatlas/adapters/streaming-availability';
import { describe, expect, it } from 'vitest';

describe('the Streaming Availability API’s vocabulary', () => {
  it('maps its service ids to TMDb’s provider ids by the way of watching', () => {
    expect(tmdbProviderIds('netflix', 'subscription')).toEqual([8, 1796]);
    expect(tmdbProviderIds('prime', 'subscription')).toEqual([9, 119, 2100]);
    expect(tmdbProviderIds('prime', 'rent')).toEqual([10]);
    expect(tmdbProviderIds('apple', 'subscription')).toEqual([350]);
    expect(tmdbProviderIds('apple', 'buy')).toEqual([2]);
    expect(tmdbProviderIds('hbo', 'subscription')).toEqual([1899, 384]);
    expect(tmdbProviderIds('plutotv', 'free')).toEqual([300]);
    expect(tmdbProviderIds('netflix', 'rent')).toEqual([]);
    expect(tmdbProviderIds('unknown', 'subscription')).toEqual([]);
    expect(tmdbProviderIds('__proto__', 'subscription')).toEqual([]);
    expect(tmdbProviderIds('constructor', 'subscription')).toEqual([]);
  });

  it('turns ISO 639-2 languages and alpha-3 regions into BCP 47’s shortest tags', () => {
    expect(languageTag('eng')).toBe('en');
    expect(languageTag('fre')).toBe('fr');
    expect(languageTag('fra')).toBe('fr');
    expect(languageTag('spa', 'MEX')).toBe('es-MX');
    expect(languageTag('por', 'BRA')).toBe('pt-BR');
    expect(languageTag('spa', '419')).toBe('es');
    expect(languageTag('ces')).toBe('cs');
    expect(languageTag('hat')).toBe('hat');
    expect(languageTag('<script>')).toBeNull();
    expect(languageTag(42)).toBeNull();
    expect(languageTag('toString')).toBeNull();
  });

  it('reads options country by country, skipping odd ones and never more than a real title has', () => {
    const option = (over: Record<string, unknown>) => ({
      service: { id: 'netflix', name: 'Netflix' },
      type: 'subscription',
      link: 'https://www.netflix.com/title/1',
      audios: [],
      subtitles: [],
      ...over,
    });
    const offers = toSourcedOffers({
      streamingOptions: {
        us: [option({}), { service: 'broken' }, option({ type: 'stream' })],
        gb: [option({ quality: 'qhd', expiresOn: Date.UTC(2026, 11, 31) / 1000 })],
        '': [option({})],
        usa: [option({})],
      },
    });
    expect(offers.map((o) => [o.country, o.quality, o.expiresOn])).toEqual([
      ['US', undefined, undefined],
      ['GB', 'hd', '2026-12-31'],
    ]);
    const countryCodes = Array.from({ length: 26 * 26 }, (_, i) =>
      String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26)),
    );
    const manyCountries = toSourcedOffers({
      streamingOptions: Object.fromEntries(countryCodes.map((code) => [code, [option({})]])),
    });
    expect(manyCountries).toHaveLength(250);
    const manyOptions = toSourcedOffers({
      streamingOptions: {
        us: Array.from({ length: 300 }, (_, j) => option({ service: { id: `s${j}`, name: `S${j}` } })),
      },
    });
    expect(manyOptions).toHaveLength(200);
  });
});
