import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testTitle } from '../../../test/title-fixture.ts';
import { savePendingMovie, takePendingMovieQuery } from '../../lib/pending-movie.ts';
import { saveLastViewed, titleState } from './last-viewed.ts';
import { loadKeptTitle, loadLastViewed, movieFromState } from './stored-title.ts';

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

  it("hands the title page the search's own validated answer for the entry that names it", () => {
    saveLastViewed(movie);
    expect(movieFromState(titleState(movie))).toBe(movie);
    expect(movieFromState({ title: `${movie.type}:${movie.id + 1}` })).toBeNull();
  });

  it('reads an older entry from its kept copy, validated, and nothing the copies do not hold', async () => {
    const older = { ...movie, id: movie.id + 1, title: 'Older' };
    saveLastViewed(older);
    await waitFor(() => expect(loadKeptTitle(`${older.type}:${older.id}`)).not.toBeNull());
    saveLastViewed(movie);
    expect(movieFromState(titleState(older))).toEqual(older);
    // An edited copy is refused, not shown.
    for (const key of Object.keys(localStorage)) {
      const text = localStorage.getItem(key) ?? '';
      if (text.includes('"Older"')) localStorage.setItem(key, text.replace('"subscription"', '"free-ish"'));
    }
    expect(movieFromState(titleState(older))).toBeNull();
  });

  it('ignores stored data that is not a title', () => {
    localStorage.setItem('lastViewedMovie', '{"title":"x"}');
    expect(loadLastViewed()).toBeNull();
    localStorage.setItem('lastViewedMovie', 'not json');
    expect(loadLastViewed()).toBeNull();
  });

  it('reads no title from a state that names none', () => {
    saveLastViewed(movie);
    expect(movieFromState(null)).toBeNull();
    expect(movieFromState({ showUpgrade: true })).toBeNull();
    expect(movieFromState({ title: 603 })).toBeNull();
    // The old entries' shape (the whole answer) is not trusted any more: the page reads its ref.
    expect(movieFromState({ movie })).toBeNull();
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
