import { describe, expect, it } from 'vitest';
import { buildSearchRequest, targetFromMovieParam, titlePath } from './search-target.ts';

describe('buildSearchRequest', () => {
  it('sends "Title (year)", the numeric id and the type for a picked title', () => {
    expect(buildSearchRequest({ title: 'The Matrix', year: 1999, id: 603, type: 'movie' }, 'tok')).toEqual({
      query: 'The Matrix (1999)',
      token: 'tok',
      id: 603,
      type: 'movie',
    });
  });

  it('sends the title alone for typed text, with no id or type', () => {
    expect(buildSearchRequest({ title: 'matrix' }, 'tok')).toEqual({ query: 'matrix', token: 'tok' });
  });

  it('drops an id that is not numeric', () => {
    expect(buildSearchRequest({ title: 'X', id: 'tt0133093' }, 'tok')).toEqual({ query: 'X', token: 'tok' });
    expect(buildSearchRequest({ title: 'X', id: '42' }, 'tok').id).toBe(42);
  });

  it('marks searches started from the top-rated grid', () => {
    expect(buildSearchRequest({ title: 'X', year: null }, 'tok', { isTrending: true })).toEqual({
      query: 'X',
      token: 'tok',
      isTrending: true,
    });
  });
});

describe('targetFromMovieParam', () => {
  it('treats a number as the id and anything else as a title', () => {
    expect(targetFromMovieParam('603')).toEqual({ title: '603', id: 603 });
    expect(targetFromMovieParam(' The Matrix ')).toEqual({ title: 'The Matrix' });
    expect(targetFromMovieParam('   ')).toBeNull();
  });
});

describe('titlePath', () => {
  it('uses {type}:{id}', () => {
    expect(titlePath({ type: 'tv', id: 1399 })).toBe('/movie?id=tv:1399');
  });
});
