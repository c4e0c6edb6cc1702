/**
 * TMDb answers for the fake server, written for these tests in the shapes TMDb documents
 * (API v3: list items, details with appended videos, watch/providers and external_ids).
 */

export const FAKE_TMDB_BEARER = 'eyJhbGciOiJIUzI1NiJ9.fake-read-access-token.signature';
export const FAKE_TMDB_API_KEY = '0123456789abcdef0123456789abcdef';

type Provider = { provider_id: number; provider_name: string; logo_path: string; display_priority: number };
const provider = (provider_id: number, provider_name: string, display_priority: number): Provider => ({
  provider_id,
  provider_name,
  logo_path: `/logo${provider_id}.jpg`,
  display_priority,
});
const netflix = provider(8, 'Netflix', 1);
const appleTv = provider(2, 'Apple TV', 4);
const primeVideo = provider(9, 'Amazon Prime Video', 2);
// TMDb lists some brands twice under different ids with the same name.
const primeVideoAgain = provider(119, 'Amazon Prime Video', 3);
const plutoTv = provider(300, 'Pluto TV', 10);
const hboMax = provider(1899, 'Max', 5);
// Ad-supported tiers TMDb lists as providers of their own: one brand each with the plain service.
const primeVideoWithAds = provider(2100, 'Amazon Prime Video with Ads', 6);
const netflixWithAds = provider(1796, 'Netflix Standard with Ads', 7);

const watchLink = (kind: string, id: number, country: string) =>
  `https://www.themoviedb.org/${kind}/${id}/watch?locale=${country}`;

export interface FakeTmdbTitle {
  mediaType: 'movie' | 'tv';
  /** The list-item fields (what /search/multi and /movie/top_rated show). */
  item: Record<string, unknown>;
  /** Extra fields of the details answer. */
  details: Record<string, unknown>;
  videos: Record<string, unknown>[];
  providers: Record<string, Record<string, unknown>>;
  imdbId: string | null;
  /** The appended `translations` answer (title-names-fixtures.ts builds TMDb's shape). */
  translations?: Record<string, unknown>;
  /** The appended `alternative_titles` answer. */
  alternativeTitles?: Record<string, unknown>;
}

export const fakeTmdbTitles: FakeTmdbTitle[] = [
  {
    mediaType: 'movie',
    item: {
      adult: false,
      backdrop_path: '/matrix-backdrop.jpg',
      id: 603,
      title: 'The Matrix',
      original_title: 'The Matrix',
      original_language: 'en',
      overview: 'A hacker learns the truth about his reality.',
      poster_path: '/matrix.jpg',
      genre_ids: [28, 878],
      popularity: 88.5,
      release_date: '1999-03-31',
      video: false,
      vote_average: 8.2,
      vote_count: 25000,
    },
    details: { runtime: 136, status: 'Released', tagline: 'Welcome to the Real World.' },
    videos: [
      {
        iso_639_1: 'en',
        iso_3166_1: 'US',
        name: 'Teaser',
        key: 'teaserKey01',
        site: 'YouTube',
        size: 1080,
        type: 'Teaser',
        official: true,
        published_at: '2021-01-01T00:00:00.000Z',
        id: 'v1',
      },
      {
        iso_639_1: 'en',
        iso_3166_1: 'US',
        name: 'Fan trailer',
        key: 'fanTrailer1',
        site: 'YouTube',
        size: 720,
        type: 'Trailer',
        official: false,
        published_at: '2022-01-01T00:00:00.000Z',
        id: 'v2',
      },
      {
        iso_639_1: 'en',
        iso_3166_1: 'US',
        name: 'Official Trailer',
        key: 'vKQi3bBA1y8',
        site: 'YouTube',
        size: 1080,
        type: 'Trailer',
        official: true,
        published_at: '2019-05-01T00:00:00.000Z',
        id: 'v3',
      },
    ],
    providers: {
      US: {
        link: watchLink('movie', 603, 'US'),
        flatrate: [netflix],
        rent: [appleTv],
        buy: [appleTv],
      },
      SE: { link: watchLink('movie', 603, 'SE'), flatrate: [netflix] },
      DE: {
        link: watchLink('movie', 603, 'DE'),
        flatrate: [primeVideo, primeVideoAgain],
        ads: [plutoTv, primeVideoWithAds],
      },
      JP: { link: watchLink('movie', 603, 'JP'), free: [plutoTv] },
    },
    imdbId: 'tt0133093',
  },
  {
    mediaType: 'movie',
    item: {
      adult: false,
      backdrop_path: null,
      id: 604,
      title: 'The Matrix Reloaded',
      original_title: 'The Matrix Reloaded',
      original_language: 'en',
      overview: 'Neo and the rebels fight on.',
      poster_path: null,
      genre_ids: [28],
      popularity: 40.1,
      release_date: '2003-05-15',
      video: false,
      vote_average: 7.1,
      vote_count: 11000,
    },
    details: { runtime: 138, status: 'Released' },
    videos: [],
    providers: {},
    imdbId: 'tt0234215',
  },
  {
    mediaType: 'tv',
    item: {
      adult: false,
      backdrop_path: '/bb-backdrop.jpg',
      id: 1396,
      name: 'Breaking Bad',
      original_name: 'Breaking Bad',
      original_language: 'en',
      overview: 'A chemistry teacher turns to crime.',
      poster_path: '/breaking-bad.jpg',
      genre_ids: [18, 80],
      origin_country: ['US'],
      popularity: 120.3,
      first_air_date: '2008-01-20',
      vote_average: 8.9,
      vote_count: 13000,
    },
    details: {
      number_of_seasons: 5,
      number_of_episodes: 62,
      status: 'Ended',
      type: 'Scripted',
      last_air_date: '2013-09-29',
      seasons: [],
    },
    videos: [
      {
        iso_639_1: 'en',
        iso_3166_1: 'US',
        name: 'Series Trailer',
        key: 'HhesaQXLuRY',
        site: 'YouTube',
        size: 1080,
        type: 'Trailer',
        official: true,
        published_at: '2013-07-01T00:00:00.000Z',
        id: 'v9',
      },
    ],
    providers: {
      US: { link: watchLink('tv', 1396, 'US'), flatrate: [netflix], buy: [appleTv] },
      GB: { link: watchLink('tv', 1396, 'GB'), flatrate: [netflixWithAds] },
      BR: { link: watchLink('tv', 1396, 'BR'), flatrate: [hboMax] },
    },
    imdbId: 'tt0903747',
  },
  {
    // Same numeric id as the TV show: TMDb's movie and TV ids are separate sequences.
    mediaType: 'movie',
    item: {
      adult: false,
      backdrop_path: null,
      id: 1396,
      title: 'Breaking Point',
      original_title: 'Breaking Point',
      original_language: 'en',
      overview: 'Two friends and a bad bet.',
      poster_path: null,
      genre_ids: [18],
      popularity: 2.5,
      release_date: '2009-10-02',
      video: false,
      vote_average: 5.4,
      vote_count: 40,
    },
    details: { runtime: 90, status: 'Released' },
    videos: [],
    providers: { FR: { link: watchLink('movie', 1396, 'FR'), rent: [appleTv] } },
    imdbId: null,
  },
];

/** An entry of `/watch/providers/{movie,tv}`: a global display priority and per-country ones. */
const listed = (id: number, name: string, priority: number, countries: string[]) => ({
  display_priorities: Object.fromEntries(countries.map((country, i) => [country, priority + i])),
  display_priority: priority,
  logo_path: `/logo${id}.jpg`,
  provider_name: name,
  provider_id: id,
});

/**
 * `/watch/providers/movie` and `/watch/providers/tv`. The global priorities differ from the
 * per-title ones above on purpose, so tests can tell which one ordered the platforms.
 */
export const fakeTmdbProviderLists: Record<'movie' | 'tv', Record<string, unknown>[]> = {
  movie: [
    listed(9, 'Amazon Prime Video', 1, ['DE', 'US', 'GB']),
    listed(2, 'Apple TV', 3, ['US', 'FR']),
    listed(8, 'Netflix', 5, ['US', 'SE', 'GB']),
    listed(300, 'Pluto TV', 20, ['DE', 'JP']),
    listed(119, 'Amazon Prime Video', 40, ['DE']),
    listed(2100, 'Amazon Prime Video with Ads', 60, ['DE']),
    // TMDb sometimes sends an entry without a name: skipped, the rest is used.
    { provider_id: 4242, display_priority: 2, display_priorities: {} },
  ],
  tv: [
    listed(8, 'Netflix', 5, ['US', 'GB']),
    listed(1899, 'Max', 4, ['BR', 'US']),
    listed(1796, 'Netflix Standard with Ads', 30, ['GB', 'US']),
    listed(2, 'Apple TV', 3, ['US']),
  ],
};

/** `/watch/providers/regions`. */
export const fakeTmdbRegions: Record<string, unknown>[] = [
  { iso_3166_1: 'US', english_name: 'United States of America', native_name: 'United States' },
  { iso_3166_1: 'SE', english_name: 'Sweden', native_name: 'Sverige' },
  { iso_3166_1: 'DE', english_name: 'Germany', native_name: 'Deutschland' },
  { iso_3166_1: 'JP', english_name: 'Japan', native_name: 'Japan' },
  { iso_3166_1: 'GB', english_name: 'United Kingdom', native_name: 'United Kingdom' },
  { iso_3166_1: 'BR', english_name: 'Brazil', native_name: 'Brasil' },
  { iso_3166_1: 'FR', english_name: 'France', native_name: 'France' },
  // No English name: the native one is shown.
  { iso_3166_1: 'IS', english_name: null, native_name: 'Ísland' },
];

/** A person: /search/multi mixes them in; the product drops them. */
export const fakeTmdbPerson = {
  adult: false,
  id: 6384,
  name: 'Keanu Reeves',
  original_name: 'Keanu Reeves',
  media_type: 'person',
  popularity: 50.2,
  gender: 2,
  known_for_department: 'Acting',
  profile_path: '/keanu.jpg',
  known_for: [],
};
