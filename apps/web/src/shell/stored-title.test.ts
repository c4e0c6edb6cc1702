import { type TitleDetails, titleDetailsSchema } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import { isTitleDetails, titleForShell } from './stored-title.ts';

const title: TitleDetails = {
  id: 1396,
  type: 'tv',
  title: 'Breaking Bad',
  year: 2008,
  release_year: 2008,
  rating: 8.9,
  description: 'A chemistry teacher turns to crime.',
  thumbnail: null,
  trailer_url: null,
  seasons: 5,
  platforms: [{ name: 'Netflix', countries: ['GB', 'US'] }],
  availability: [
    { country: 'US', provider: 'Netflix', offerType: 'subscription', link: null, price: null, rank: 1 },
    { country: 'GB', provider: 'Netflix', offerType: 'rent', link: 'https://x.example', price: '£3' },
  ],
  source: 'tmdb',
};

const offer = title.availability[0];
/** Each a small change to a valid title: some still valid, most not. */
const variants: Record<string, unknown> = {
  valid: title,
  'extra key': { ...title, extra: 1 },
  'nulls where allowed': {
    ...title,
    year: null,
    release_year: null,
    rating: null,
    seasons: null,
    thumbnail: null,
  },
  'no offers': { ...title, platforms: [], availability: [] },
  'rank null': { ...title, availability: [{ ...offer, rank: null }] },
  'rank fractional': { ...title, availability: [{ ...offer, rank: 1.5 }] },
  'id zero': { ...title, id: 0 },
  'id fractional': { ...title, id: 1.5 },
  'id as string': { ...title, id: '1396' },
  'unknown type': { ...title, type: 'film' },
  'title missing': { ...title, title: undefined },
  'year fractional': { ...title, year: 2008.5 },
  'rating as string': { ...title, rating: '8.9' },
  'description null': { ...title, description: null },
  'seasons fractional': { ...title, seasons: 1.5 },
  'trailer missing': { ...title, trailer_url: undefined },
  'lowercase country': { ...title, platforms: [{ name: 'Netflix', countries: ['us'] }] },
  'platform without countries': { ...title, platforms: [{ name: 'Netflix' }] },
  'unknown offer type': { ...title, availability: [{ ...offer, offerType: 'stream' }] },
  'offer without link': { ...title, availability: [{ ...offer, link: undefined }] },
  'availability not a list': { ...title, availability: {} },
  'unknown source': { ...title, source: 'imdb' },
  'an array': [title],
  'a string': 'Breaking Bad',
  null: null,
};

describe('the shell’s title check', () => {
  it.each(Object.entries(variants))('agrees with the contracts’ schema: %s', (_, value) => {
    expect(isTitleDetails(value)).toBe(titleDetailsSchema.safeParse(value).success);
  });
});

describe('titleForShell', () => {
  const stored = JSON.stringify(title);
  it('shows the stored title on /movie, and on /movie?id= naming it', () => {
    expect(titleForShell('', null, stored)?.title).toBe('Breaking Bad');
    expect(titleForShell('?id=tv:1396', null, stored)?.title).toBe('Breaking Bad');
  });

  it('shows nothing when the URL names another title, or storage holds no valid title', () => {
    expect(titleForShell('?id=movie:1396', null, stored)).toBeNull();
    expect(titleForShell('', null, null)).toBeNull();
    expect(titleForShell('', null, '{')).toBeNull();
    expect(titleForShell('', null, JSON.stringify({ ...title, source: 'x' }))).toBeNull();
  });

  it('paints the stored title only when the history entry names it (an older entry is left to the app)', () => {
    expect(titleForShell('?id=tv:1396', { usr: { title: 'tv:1396' } }, stored)?.title).toBe('Breaking Bad');
    expect(titleForShell('?id=tv:1', { usr: { title: 'tv:1' } }, stored)).toBeNull();
    // A state that names no title (or not as a string) leaves the URL to decide.
    expect(titleForShell('', { usr: { title: 1396 } }, stored)?.title).toBe('Breaking Bad');
    expect(titleForShell('', { usr: { movie: { title: 'half' } } }, stored)?.title).toBe('Breaking Bad');
  });
});
