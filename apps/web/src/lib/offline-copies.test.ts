import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetKeptCopies,
  keepList,
  keepPlanner,
  keepTitle,
  keptList,
  keptPlanner,
  keptTitle,
  keptTitleRefs,
  OFFLINE_TITLES,
  POSTER_CACHE,
  setKeptCopiesOwner,
} from './offline-copies.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const title = (id: number) => ({ type: 'movie', id, title: `Title ${id}` });

describe('offline copies', () => {
  it('keeps a title as answered, with the time it was fetched', () => {
    keepTitle(title(603), { shown: 'as is' }, 1_700_000_000_000);
    expect(keptTitle('movie:603')).toEqual({ value: { shown: 'as is' }, fetchedAt: 1_700_000_000_000 });
    expect(keptTitle('tv:603')).toBeNull();
  });

  it('keeps only the last 20 titles opened, a reopened one counting as the newest', () => {
    for (let id = 1; id <= OFFLINE_TITLES + 5; id += 1) keepTitle(title(id), title(id), id);
    keepTitle(title(6), title(6), 100);
    const refs = keptTitleRefs();
    expect(refs).toHaveLength(OFFLINE_TITLES);
    expect(refs[0]).toBe('movie:6');
    expect(keptTitle('movie:5')).toBeNull();
    expect(keptTitle('movie:25')?.fetchedAt).toBe(25);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('offline:title:'))).toHaveLength(
      OFFLINE_TITLES,
    );
  });

  it('drops the oldest copies when storage is full, so the newest title still fits', () => {
    for (let id = 1; id <= 3; id += 1) keepTitle(title(id), title(id), id);
    const setItem = Storage.prototype.setItem;
    let refusals = 2;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'offline:title:movie:4' && refusals-- > 0)
        throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    keepTitle(title(4), title(4), 4);
    expect(keptTitle('movie:4')?.fetchedAt).toBe(4);
    expect(keptTitleRefs()).toEqual(['movie:4', 'movie:3']);
    expect(keptTitle('movie:1')).toBeNull();
  });

  it('ignores a copy edited into nonsense', () => {
    localStorage.setItem('offline:title:movie:1', '{"value":1,"fetchedAt":"yesterday"}');
    localStorage.setItem('offline:list:watchlist', 'not json');
    expect(keptTitle('movie:1')).toBeNull();
    expect(keptList('watchlist')).toBeNull();
  });

  it('drops every copy, lists and titles, when the signed-in user changes or signs out', () => {
    setKeptCopiesOwner('user-1');
    keepTitle(title(1), title(1), 1);
    keepList('watchlist', { results: [], limit: 100 }, 2);
    setKeptCopiesOwner('user-1');
    expect(keptList('watchlist')?.fetchedAt).toBe(2);
    setKeptCopiesOwner(null);
    expect(keptList('watchlist')).toBeNull();
    expect(keptTitle('movie:1')).toBeNull();
    keepTitle(title(2), title(2), 3);
    setKeptCopiesOwner('user-2');
    expect(keptTitleRefs()).toEqual([]);
    localStorage.setItem('theme', 'light');
    forgetKeptCopies();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it("drops an account's last viewed title on sign-out or a switch; an anonymous visitor's stays through a sign-in", () => {
    localStorage.setItem('lastViewedMovie', '{"id":1}');
    setKeptCopiesOwner(null);
    setKeptCopiesOwner('user-1');
    expect(localStorage.getItem('lastViewedMovie')).toBe('{"id":1}');
    setKeptCopiesOwner(null);
    expect(localStorage.getItem('lastViewedMovie')).toBeNull();
    setKeptCopiesOwner('user-1');
    localStorage.setItem('lastViewedMovie', '{"id":2}');
    setKeptCopiesOwner('user-2');
    expect(localStorage.getItem('lastViewedMovie')).toBeNull();
  });

  it("keeps the planner's last answer, and drops it with the rest when the user changes", () => {
    setKeptCopiesOwner('user-1');
    keepPlanner({ access: 'preview', streaming: 1, total: 2 }, 5);
    expect(keptPlanner()).toEqual({ value: { access: 'preview', streaming: 1, total: 2 }, fetchedAt: 5 });
    setKeptCopiesOwner('user-2');
    expect(keptPlanner()).toBeNull();
  });

  it("drops the worker's poster images with the copies (sign-out, account deletion, another account)", () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    setKeptCopiesOwner('user-1');
    deleted.length = 0;
    setKeptCopiesOwner(null);
    expect(deleted).toEqual([POSTER_CACHE]);
    // The same visitor again: nothing to drop.
    setKeptCopiesOwner(null);
    expect(deleted).toEqual([POSTER_CACHE]);
    vi.unstubAllGlobals();
  });

  it('still drops the copies where Cache Storage refuses to be used', () => {
    vi.stubGlobal('caches', {
      delete: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    keepPlanner({ access: 'preview' }, 1);
    expect(() => forgetKeptCopies()).not.toThrow();
    expect(keptPlanner()).toBeNull();
    vi.unstubAllGlobals();
  });
});
