import type { Availability } from '@reelatlas/contracts';
import { type CatalogTitleInput, type Db, replaceCatalog } from '@reelatlas/db';

const offer = (
  country: string,
  provider: string,
  offerType: Availability['offerType'],
  price: string | null = null,
) => ({
  country,
  provider,
  offerType,
  link: `https://example.test/${encodeURIComponent(provider)}/${country}`,
  price,
});

const base = { votes: 1000, popularity: 10, thumbnail: null, seasons: null, trailerUrl: null };

/** A handful of titles with known availability, so API tests can assert exact answers. */
export const fixtureTitles: CatalogTitleInput[] = [
  {
    ...base,
    type: 'movie',
    id: 603,
    title: 'The Matrix',
    year: 1999,
    rating: 8.7,
    votes: 1_500_000,
    popularity: 90,
    description: 'A hacker learns the truth about his reality.',
    trailerUrl: 'https://www.youtube.com/watch?v=vKQi3bBA1y8',
    availability: [
      offer('SE', 'Netflix', 'subscription'),
      offer('US', 'Netflix', 'subscription'),
      offer('US', 'Apple TV', 'rent', '$3.99'),
      offer('DE', 'Amazon Prime Video, Freevee', 'subscription'),
    ],
  },
  {
    ...base,
    type: 'movie',
    id: 604,
    title: 'The Matrix Reloaded',
    year: 2003,
    rating: 7.2,
    votes: 500_000,
    popularity: 50,
    description: 'Neo and the rebels fight on.',
    availability: [offer('GB', 'Netflix', 'subscription')],
  },
  {
    ...base,
    type: 'movie',
    id: 194,
    title: 'Amélie',
    year: 2001,
    rating: 8.3,
    votes: 700_000,
    description: 'A shy waitress changes the lives of those around her.',
    availability: [offer('FR', 'Canal+', 'subscription')],
  },
  {
    ...base,
    type: 'tv',
    id: 1399,
    title: 'Game of Thrones',
    year: 2011,
    rating: 8.4,
    votes: 2_000_000,
    seasons: 8,
    description: 'Noble families fight for the Iron Throne.',
    availability: [offer('US', 'HBO Max', 'subscription'), offer('SE', 'HBO Max', 'subscription')],
  },
  {
    ...base,
    type: 'movie',
    id: 1399,
    title: 'Lonely Film',
    year: 1950,
    rating: 6.1,
    description: 'A film that streams nowhere.',
    availability: [],
  },
];

export const seedFixtureCatalog = (db: Db) => replaceCatalog(db, 'demo', fixtureTitles);
