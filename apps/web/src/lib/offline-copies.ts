import type { ListEntry, ListName } from '@reelatlas/contracts';
import { removeStorage, storageKeys } from './storage.ts';

/**
 * Copies of answers the visitor has already seen, kept so they can be read without a connection
 * (docs/product-rules.md#offline): the last titles a search answered, the signed-in user's
 * lists and the planner's last answer, each with the time it was fetched. They are only ever shown while the browser is
 * offline: online, every answer comes from the server, which decides quotas and limits.
 *
 * Kept in localStorage, each title under its own key (a popular title's answer is a few hundred
 * kilobytes): when storage is full the oldest copies make room. Everything is dropped when the
 * signed-in user changes (sign-out, account deletion, another account), so nothing personal
 * stays behind: the planner's last answer and the worker's poster images included.
 */
export const OFFLINE_TITLES = 20;

const PREFIX = 'offline:';
const INDEX_KEY = `${PREFIX}titles`;
const OWNER_KEY = `${PREFIX}owner`;
const titleKey = (ref: string) => `${PREFIX}title:${ref}`;
const listKey = (list: ListName) => `${PREFIX}list:${list}`;
const PLANNER_KEY = `${PREFIX}planner`;

/**
 * The service worker's cache of poster images (build/installable-app.ts names it): the posters of
 * the titles kept here. Posters say what someone looked at, so it goes with the copies.
 */
export const POSTER_CACHE = 'posters';

export interface KeptCopy<T> {
  value: T;
  /** When the answer was fetched, ms since the epoch. */
  fetchedAt: number;
}

interface IndexEntry {
  ref: string;
  fetchedAt: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): boolean {
  return writeText(key, JSON.stringify(value));
}

function writeText(key: string, text: string): boolean {
  try {
    storage()?.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

function readIndex(): IndexEntry[] {
  const index = readJson(INDEX_KEY);
  if (!Array.isArray(index)) return [];
  return index.filter(
    (entry): entry is IndexEntry =>
      typeof entry?.ref === 'string' &&
      typeof entry?.fetchedAt === 'number' &&
      Number.isFinite(entry.fetchedAt),
  );
}

/** Keeps a title's answer as shown; the oldest copies beyond the last 20, or beyond what storage holds, go. */
export function keepTitle(
  title: { type: string; id: number },
  answer: unknown,
  fetchedAt = Date.now(),
  /** The answer already serialised, when the caller has it (a popular title's is a few hundred kilobytes). */
  answerJson = JSON.stringify(answer) ?? 'null',
): void {
  const copy = `{"value":${answerJson},"fetchedAt":${fetchedAt}}`;
  const ref = `${title.type}:${title.id}`;
  const index = [{ ref, fetchedAt }, ...readIndex().filter((entry) => entry.ref !== ref)];
  for (const dropped of index.splice(OFFLINE_TITLES)) storage()?.removeItem(titleKey(dropped.ref));
  // Storage full: drop the oldest copies until this one fits (or nothing else is left).
  while (!writeText(titleKey(ref), copy)) {
    const oldest = index.length > 1 ? index.pop() : undefined;
    if (!oldest) {
      index.shift();
      break;
    }
    storage()?.removeItem(titleKey(oldest.ref));
  }
  write(INDEX_KEY, index);
}

function readCopy(key: string): KeptCopy<unknown> | null {
  const copy = readJson(key);
  if (!copy || typeof copy !== 'object' || !('value' in copy) || !('fetchedAt' in copy)) return null;
  const fetchedAt = (copy as { fetchedAt: unknown }).fetchedAt;
  if (typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt)) return null;
  return { value: (copy as { value: unknown }).value, fetchedAt };
}

/** A kept title's answer by `type:id`, unvalidated: the caller checks it with the contract's schema. */
export function keptTitle(ref: string): KeptCopy<unknown> | null {
  return readCopy(titleKey(ref));
}

/** The titles kept, newest first. */
export function keptTitleRefs(): string[] {
  return readIndex().map((entry) => entry.ref);
}

/** Keeps the signed-in user's list as the server answered it. */
export function keepList(
  list: ListName,
  answer: { results: ListEntry[]; limit: number },
  fetchedAt = Date.now(),
): void {
  write(listKey(list), { value: answer, fetchedAt });
}

export function keptList(list: ListName): KeptCopy<unknown> | null {
  return readCopy(listKey(list));
}

/** Keeps the planner's last answer ("Where to watch your list") as the server sent it. */
export function keepPlanner(answer: unknown, fetchedAt = Date.now()): void {
  write(PLANNER_KEY, { value: answer, fetchedAt });
}

/** The planner's kept answer, unvalidated: the caller checks it with the contract's schema. */
export function keptPlanner(): KeptCopy<unknown> | null {
  return readCopy(PLANNER_KEY);
}

/** Drops the worker's poster images; where there is no Cache Storage (an insecure origin) there is nothing to drop. */
function forgetPosters(): void {
  try {
    void globalThis.caches?.delete(POSTER_CACHE).catch(() => undefined);
  } catch {
    // A browser that refuses Cache Storage here (private mode) holds no posters either.
  }
}

/** Drops every kept copy, and the poster images cached with them. */
export function forgetKeptCopies(): void {
  forgetPosters();
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}

/**
 * Called with every session answer: the copies belong to one visitor (a user id, or the
 * anonymous visitor). When that changes (sign-out, account deletion, another account signing
 * in) every copy is dropped before anything new is kept, and an account's last viewed title.
 */
export function setKeptCopiesOwner(userId: string | null): void {
  const owner = userId ?? 'anonymous';
  const current = readJson(OWNER_KEY);
  if (current === owner) return;
  forgetKeptCopies();
  // The last viewed title is a copy of an answer too: the title page shows it, online or offline
  // (docs/product-rules.md#title-pages), so an account's goes with its other copies. An anonymous
  // visitor's stays through a sign-in: it is the title the sign-in returns to.
  if (typeof current === 'string' && current !== 'anonymous') removeStorage(storageKeys.lastViewedMovie);
  write(OWNER_KEY, owner);
}
