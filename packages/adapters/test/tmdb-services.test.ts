import { describe, expect, it } from 'vitest';
import { servicesFromBrands } from '../src/tmdb/services.ts';

describe("TMDb's services for 'My services'", () => {
  const directory = {
    '8': { name: 'Netflix', rank: 1, logo: '/netflix.jpg' },
    '1796': { name: 'Netflix', rank: 1, logo: '/netflix.jpg' },
    '9': { name: 'Amazon Prime Video', rank: 2, logo: '/prime.jpg' },
    '119': { name: 'Amazon Prime Video', rank: 2, logo: '/prime.jpg' },
    // Cached before logos were kept: no logo.
    '337': { name: 'Disney Plus', rank: 3 },
    '11': { name: 'Mubi', rank: 40, logo: null },
  };

  it('lists each brand once, the most widespread in the stored titles first, then by priority', () => {
    const stored = [
      { name: 'Amazon Prime Video', countries: 60 },
      { name: 'Netflix', countries: 60 },
      { name: 'Mubi', countries: 70 },
    ];
    expect(servicesFromBrands(directory, stored)).toEqual([
      { name: 'Mubi', countries: 70, logo: null },
      { name: 'Netflix', countries: 60, logo: 'https://image.tmdb.org/t/p/w92/netflix.jpg' },
      { name: 'Amazon Prime Video', countries: 60, logo: 'https://image.tmdb.org/t/p/w92/prime.jpg' },
      { name: 'Disney Plus', countries: 0, logo: null },
    ]);
  });

  it('falls back to the stored titles’ services when TMDb was never reached', () => {
    const stored = [{ name: 'Netflix', countries: 3 }];
    expect(servicesFromBrands(null, stored)).toEqual(stored);
  });
});
