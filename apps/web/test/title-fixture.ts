import type { Quota, TitleDetails } from '@reelatlas/contracts';

/** A search answer's title (The Matrix, one Netflix offer in the US), with any field overridden. */
export function testTitle(overrides: Partial<TitleDetails> = {}): TitleDetails {
  return {
    id: 603,
    type: 'movie',
    title: 'The Matrix',
    year: 1999,
    release_year: 1999,
    rating: 8.7,
    description: 'A hacker learns what the world really is.',
    thumbnail: null,
    trailer_url: null,
    seasons: null,
    platforms: [{ name: 'Netflix', countries: ['US'] }],
    availability: [
      { country: 'US', provider: 'Netflix', offerType: 'subscription', link: null, price: null },
    ],
    source: 'demo',
    ...overrides,
  };
}

/** A /api/quota answer: an anonymous visitor with nothing used, resetting in an hour. */
export function testQuota(overrides: Partial<Quota> = {}): Quota {
  return {
    used: 0,
    limit: 2,
    remaining: 2,
    resetAt: new Date(Date.now() + 3_600_000).toISOString(),
    plan: 'anonymous',
    ...overrides,
  };
}
