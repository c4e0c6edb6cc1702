import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testTitle } from '../../../test/title-fixture.ts';
import { savePendingMovie, takePendingMovieQuery } from '../../lib/pending-movie.ts';
import { loadKeptTitle, loadLastViewed, movieFromState, saveLastViewed } from './last-viewed.ts';

const movie = testTitle({
  rating: 8.2,
  description: 'A hacker learns the truth.',
  platforms: [{ name: 'Netflix', countries: ['SE'] }],
  availability: [{ country: 'SE', provider: 'Netflix', offerType: 'subscription', link: null, price: null }],
});

describe('last viewed title', () => {
  beforeEach(() => {
    // A copy still waiting from the test before is written now, then forgotten with the rest.
    window.dispatchEvent(new Event('pagehide'));
    localStorage.clear();
  });

  it('round-trips through localStorage under lastViewedMovie, once the page is idle', async () => {
    saveLastViewed(movie);
    // Meanwhile the answer in memory is the last viewed title.
    expect(loadLastViewed()).toBe(movie);
    await waitFor(() => expect(localStorage.getItem('lastViewedMovie')).not.toBeNull());
    expect(loadLastViewed()).toEqual(movie);
    // The offline copy is the same answer, with the time it was fetched.
    expect(loadKeptTitle(`${movie.type}:${movie.id}`)?.value).toEqual(movie);
  });

  it('writes the copy at once when the page is left before it was written', () => {
    saveLastViewed(movie);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('lastViewedMovie') ?? '{}')).toMatchObject({ id: movie.id });
  });

  it("hands the title page the search's own validated answer instead of parsing the state's copy again", () => {
    saveLastViewed(movie);
    const copy = structuredClone(movie);
    expect(movieFromState({ movie: copy })).toBe(movie);
    // Another title in the state is validated as before.
    const other = { ...copy, id: copy.id + 1 };
    expect(movieFromState({ movie: other })).toEqual(other);
    expect(movieFromState({ movie: { ...other, availability: 'x' } })).toBeNull();
  });

  it('ignores stored data that is not a title', () => {
    localStorage.setItem('lastViewedMovie', '{"title":"x"}');
    expect(loadLastViewed()).toBeNull();
    localStorage.setItem('lastViewedMovie', 'not json');
    expect(loadLastViewed()).toBeNull();
  });

  it('reads the title from navigation state, stripping extra fields', () => {
    expect(movieFromState({ movie: { ...movie, quota: { used: 1 } } })).toEqual(movie);
    expect(movieFromState(null)).toBeNull();
    expect(movieFromState({ showUpgrade: true })).toBeNull();
  });

  it('keeps the pending movie for after sign-in', () => {
    savePendingMovie({ title: 'The Matrix', year: 1999, id: 603, type: 'movie' });
    expect(JSON.parse(localStorage.getItem('pendingMovie') ?? '{}')).toMatchObject({ id: 603 });
  });
});

describe('takePendingMovieQuery', () => {
  beforeEach(() => localStorage.clear());

  it('gives the saved search as query text, once', () => {
    savePendingMovie({ title: 'The Matrix', year: 1999, id: 603, type: 'movie' });
    expect(takePendingMovieQuery()).toBe('The Matrix (1999)');
    expect(takePendingMovieQuery()).toBeNull();
  });

  it('accepts a plain title and ignores junk', () => {
    localStorage.setItem('pendingMovie', 'Inception');
    expect(takePendingMovieQuery()).toBe('Inception');
    localStorage.setItem('pendingMovie', '{"nope":1}');
    expect(takePendingMovieQuery()).toBeNull();
    expect(localStorage.getItem('pendingMovie')).toBeNull();
  });
});
