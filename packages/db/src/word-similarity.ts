/** Text pg_trgm splits the way this file does: ASCII letters and digits in words, single spaces. */
const PLAIN = /^[a-z0-9 ]*$/;

/** The trigrams of each word of `text` ("  word "), in order, repeats kept: pg_trgm's positions. */
function trigramsInOrder(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of text.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
  }
  return trigrams;
}

/** pg_trgm's CALCSML in single precision: real division, as the C code does it. */
const similarityOf = (count: number, needleTrigrams: number, extentTrigrams: number) =>
  Math.fround(count / (needleTrigrams + extentTrigrams - count));

/**
 * pg_trgm's `word_similarity(needle, text)` (a real, as single precision) for normalised text made
 * only of ASCII letters, digits and spaces; null for any other text, whose trigrams and word
 * characters only the database can tell (see ascii-trigrams.ts).
 *
 * It is the same greedy search as pg_trgm's iterate_word_similarity, not the true maximum over
 * every extent: autocomplete ranks the loose pass by it and must give the answer the SQL gave, so
 * this follows that procedure step by step (the extent grows to each trigram the needle holds,
 * and its start moves right while that raises the similarity). A test compares it with the
 * database's on both engines. Lets the loose pass among popular titles run without a query.
 */
export function asciiWordSimilarity(needle: string, text: string): number | null {
  if (!PLAIN.test(needle) || !PLAIN.test(text)) return null;
  const wanted = new Set(trigramsInOrder(needle));
  const needleTrigrams = wanted.size;
  // Each distinct trigram of the text gets an index; `found`: the needle holds it.
  const indexOf = new Map<string, number>();
  const found: boolean[] = [];
  const positions = trigramsInOrder(text).map((trigram) => {
    let index = indexOf.get(trigram);
    if (index === undefined) {
      index = indexOf.size;
      indexOf.set(trigram, index);
      found.push(wanted.has(trigram));
    }
    return index;
  });
  const lastPosition = new Array<number>(found.length).fill(-1);
  let extentTrigrams = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < positions.length; i++) {
    const index = positions[i] as number;
    if (lower >= 0 || found[index]) {
      if ((lastPosition[index] as number) < 0) {
        extentTrigrams++;
        if (found[index]) count++;
      }
      lastPosition[index] = i;
    }
    if (!found[index]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      extentTrigrams = 1;
    }
    let current = similarityOf(count, needleTrigrams, extentTrigrams);
    // Try each later start of the extent; keep the one with the greatest similarity.
    let tryCount = count;
    let tryExtent = extentTrigrams;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower++) {
      const candidate = similarityOf(tryCount, needleTrigrams, tryExtent);
      if (candidate > current) {
        current = candidate;
        extentTrigrams = tryExtent;
        lower = tryLower;
        count = tryCount;
      }
      const at = positions[tryLower] as number;
      if (lastPosition[at] === tryLower) {
        tryExtent--;
        if (found[at]) tryCount--;
      }
    }
    best = Math.max(best, current);
    // Trigrams left behind by the new start no longer count as in the extent.
    for (let dropped = previousLower; dropped < lower; dropped++) {
      const at = positions[dropped] as number;
      if (lastPosition[at] === dropped) lastPosition[at] = -1;
    }
  }
  return best;
}
