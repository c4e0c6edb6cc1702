import type { ListEntry } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import { sameTitle, withEntry } from './use-lists.ts';

const entry = (id: number, timestamp: number, type: 'movie' | 'tv' = 'movie'): ListEntry => ({
  id,
  type,
  title: `T${id}`,
  year: null,
  thumbnail: null,
  timestamp,
});

describe('withEntry', () => {
  it('puts an entry back in its newest-first place', () => {
    const list = [entry(1, 30), entry(3, 10)];
    expect(withEntry(list, entry(2, 20)).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(withEntry(list, entry(4, 40)).map((e) => e.id)).toEqual([4, 1, 3]);
    expect(withEntry(list, entry(5, 5)).map((e) => e.id)).toEqual([1, 3, 5]);
  });

  it('never holds the same title twice, and tells a movie from a show with the same id', () => {
    const list = [entry(1, 30)];
    expect(withEntry(list, entry(1, 50))).toHaveLength(1);
    expect(withEntry(list, entry(1, 50, 'tv'))).toHaveLength(2);
    expect(sameTitle(entry(1, 0), entry(1, 9, 'tv'))).toBe(false);
  });
});
