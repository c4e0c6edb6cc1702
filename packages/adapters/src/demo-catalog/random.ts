/**
 * Seeded randomness for the demo catalog. Everything here is integer maths on a 32-bit state, so a
 * seed gives the same sequence in every process and on every machine — the loader can rebuild the
 * catalog and get byte-identical rows.
 */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough for spreading demo data; returns [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [min, max]. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickOne<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pickOne needs a non-empty list');
  return item;
}

/** `count` distinct items, in random order (partial Fisher–Yates on a copy). */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    const chosen = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = chosen;
  }
  return pool.slice(0, n);
}

/** `count` distinct items, each draw favouring higher weights (weighted sampling without replacement). */
export function pickWeighted<T>(
  random: Random,
  items: readonly T[],
  weightOf: (item: T) => number,
  count: number,
): T[] {
  const pool = [...items];
  const weights = pool.map(weightOf);
  let total = weights.reduce((sum, w) => sum + w, 0);
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    let target = random() * total;
    let index = 0;
    // Stop one short so float rounding can never run past the end.
    while (index < pool.length - 1 && target >= (weights[index] as number)) {
      target -= weights[index] as number;
      index++;
    }
    picked.push(pool[index] as T);
    total -= weights[index] as number;
    pool.splice(index, 1);
    weights.splice(index, 1);
  }
  return picked;
}
