// Which titles visitors look for in the mixed-load benchmark: 70 % of searches among the 1,000
// most popular titles of the synthetic catalog, Zipf-distributed (the first is asked most), the
// rest anywhere in the catalog.
import { syntheticTitle } from '../synthetic/generate.ts';
import type { WantedTitle } from './visitor.ts';

const POPULAR = 1_000;
const POPULAR_SHARE = 0.7;

export interface TitlePicker {
  pick(random: () => number): WantedTitle;
}

export function titlePicker(seed: number, titles: number): TitlePicker {
  const wanted = (index: number): WantedTitle => {
    const { title } = syntheticTitle(seed, index);
    return { type: title.type, id: title.id, title: title.title, year: title.year };
  };
  // The popularity of every title, without keeping its offers.
  const byPopularity = Array.from({ length: titles }, (_, index) => ({
    index,
    popularity: syntheticTitle(seed, index).title.popularity,
  }))
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, POPULAR)
    .map(({ index }) => wanted(index));
  // Zipf weights (s = 1) over the popular set, as a cumulative table.
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= byPopularity.length; rank++) {
    sum += 1 / rank;
    cumulative.push(sum);
  }
  return {
    pick(random) {
      if (random() >= POPULAR_SHARE) return wanted(Math.floor(random() * titles));
      const target = random() * sum;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((cumulative[mid] ?? 0) < target) low = mid + 1;
        else high = mid;
      }
      return byPopularity[low] as WantedTitle;
    },
  };
}
