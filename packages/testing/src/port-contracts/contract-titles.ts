import type { OfferType } from '@reelatlas/contracts';
import type { CatalogTitleInput } from '@reelatlas/db';
import type { FakeTmdbTitle } from '../tmdb-fixtures.ts';

/** An offer every catalog can hold: a service TMDb's provider lists know (the fake's ids). */
export interface ContractOffer {
  country: string;
  provider: 'Netflix' | 'Apple TV';
  offerType: Extract<OfferType, 'subscription' | 'rent'>;
}

export interface ContractTitle {
  type: 'movie' | 'tv';
  id: number;
  title: string;
  year: number;
  votes: number;
  seasons: number | null;
  offers: ContractOffer[];
}

const us = (provider: ContractOffer['provider'], offerType: ContractOffer['offerType']): ContractOffer => ({
  country: 'US',
  provider,
  offerType,
});

/**
 * The titles every `CatalogProvider` of the shared suite holds, each in its own form (stored
 * rows, TMDb answers). Chosen for the cases where catalogs could disagree: one id that is both
 * a movie and a TV show (1396), an id only a TV show has (1399), two titles of one name told
 * apart by the year (Dune).
 */
export const contractTitles: ContractTitle[] = [
  {
    type: 'movie',
    id: 603,
    title: 'The Matrix',
    year: 1999,
    votes: 25_000,
    seasons: null,
    offers: [
      us('Netflix', 'subscription'),
      us('Apple TV', 'rent'),
      { ...us('Netflix', 'subscription'), country: 'SE' },
    ],
  },
  {
    type: 'movie',
    id: 604,
    title: 'The Matrix Reloaded',
    year: 2003,
    votes: 12_000,
    seasons: null,
    offers: [],
  },
  {
    type: 'tv',
    id: 1396,
    title: 'Breaking Bad',
    year: 2008,
    votes: 15_000,
    seasons: 5,
    offers: [us('Netflix', 'subscription')],
  },
  { type: 'movie', id: 1396, title: 'Breaking Point', year: 2009, votes: 40, seasons: null, offers: [] },
  { type: 'tv', id: 1399, title: 'Game of Thrones', year: 2011, votes: 24_000, seasons: 8, offers: [] },
  { type: 'movie', id: 841, title: 'Dune', year: 1984, votes: 1_600, seasons: null, offers: [] },
  { type: 'movie', id: 438631, title: 'Dune', year: 2021, votes: 12_500, seasons: null, offers: [] },
];

/** The titles as a stored catalog holds them (the demo catalog, an import). */
export function contractTitlesAsStored(): CatalogTitleInput[] {
  return contractTitles.map((t) => ({
    type: t.type,
    id: t.id,
    title: t.title,
    year: t.year,
    rating: 7,
    votes: t.votes,
    popularity: t.votes / 1000,
    description: `About ${t.title}.`,
    thumbnail: null,
    trailerUrl: null,
    seasons: t.seasons,
    availability: t.offers.map((o) => ({
      ...o,
      link: `https://example.test/${encodeURIComponent(o.provider)}/${o.country}`,
      price: null,
    })),
  }));
}

const TMDB_PROVIDERS = {
  Netflix: { provider_id: 8, provider_name: 'Netflix', logo_path: '/logo8.jpg', display_priority: 1 },
  'Apple TV': { provider_id: 2, provider_name: 'Apple TV', logo_path: '/logo2.jpg', display_priority: 4 },
};
const TMDB_OFFER_KEYS = { subscription: 'flatrate', rent: 'rent' } as const;

/** The titles as TMDb answers them (the fake TMDb's data), with the same offers. */
export function contractTitlesAsTmdb(): FakeTmdbTitle[] {
  return contractTitles.map((t) => {
    const providers: Record<string, Record<string, unknown>> = {};
    for (const offer of t.offers) {
      providers[offer.country] ??= {
        link: `https://www.themoviedb.org/${t.type}/${t.id}/watch?locale=${offer.country}`,
      };
      const country = providers[offer.country] as Record<string, unknown>;
      const key = TMDB_OFFER_KEYS[offer.offerType];
      country[key] = [...((country[key] as unknown[]) ?? []), TMDB_PROVIDERS[offer.provider]];
    }
    const date = `${t.year}-01-01`;
    return {
      mediaType: t.type,
      item: {
        adult: false,
        id: t.id,
        ...(t.type === 'movie'
          ? { title: t.title, release_date: date }
          : { name: t.title, first_air_date: date }),
        overview: `About ${t.title}.`,
        poster_path: null,
        popularity: t.votes / 1000,
        vote_average: 7,
        vote_count: t.votes,
      },
      details: t.seasons === null ? {} : { number_of_seasons: t.seasons },
      videos: [],
      providers,
      imdbId: null,
    };
  });
}
