/**
 * Today's search counters, remembered in this process, for the quota read every page load makes
 * (docs/architecture.md#autocompletes-three-caches: a database read per page load cost more than a counted search).
 *
 * Exact only where this process is the only writer of `search_counters`: PGlite, whose data dir
 * one process at a time may open (the server's data-dir lock). Within a day a counter only grows,
 * so what is remembered merges by maximum: a read that started before a search committed cannot
 * bring back the older count. A counter that left the memory (the bound below, another day) is
 * read from the database again.
 */
export interface QuotaMirror {
  /** The remembered count of each key, or null when any key is unknown. */
  read(day: string, keys: readonly string[]): Map<string, number> | null;
  /** Counts read from the database or written by a search (merged by maximum). */
  remember(day: string, counts: ReadonlyMap<string, number>): void;
}

/** Keys kept for today at most: an anonymous visitor has about three (device, IP, IPv6 /48). */
const MAX_KEYS = 200_000;

const mirrors = new WeakMap<object, QuotaMirror>();

/**
 * The mirror of one database: every store on it in this process shares it (two app instances
 * on one in-process PGlite, as the tests run them, see each other's searches).
 */
export function quotaMirrorOf(db: object): QuotaMirror {
  let mirror = mirrors.get(db);
  if (!mirror) {
    mirror = createQuotaMirror();
    mirrors.set(db, mirror);
  }
  return mirror;
}

export function createQuotaMirror(maxKeys = MAX_KEYS): QuotaMirror {
  let today = '';
  let counts = new Map<string, number>();

  const forDay = (day: string) => {
    // A new day starts every counter at zero: yesterday's are of no use any more.
    if (day > today) {
      today = day;
      counts = new Map();
    }
    return day === today ? counts : null;
  };

  return {
    read(day, keys) {
      const known = forDay(day);
      if (!known) return null;
      const found = new Map<string, number>();
      for (const key of keys) {
        const count = known.get(key);
        if (count === undefined) return null;
        found.set(key, count);
      }
      return found;
    },
    remember(day, fresh) {
      const known = forDay(day);
      if (!known) return;
      for (const [key, count] of fresh) known.set(key, Math.max(count, known.get(key) ?? 0));
      // Oldest first (a Map keeps insertion order): forgetting costs only a database read.
      if (known.size > maxKeys) {
        let drop = known.size - Math.floor(maxKeys * 0.9);
        for (const key of known.keys()) {
          if (drop-- <= 0) break;
          known.delete(key);
        }
      }
    },
  };
}
