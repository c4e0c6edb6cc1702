import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQuota } from '../quota/index.ts';
import type { SearchTarget } from './search-target.ts';
import { targetFromMovieParam } from './search-target.ts';
import type { SearchOptions } from './use-search.ts';

/**
 * `/?movie=Title` or `/?movie=603` runs a search on load (docs/product-rules.md#pages). It waits for the quota so a
 * visitor with no searches left is stopped client-side, runs once, and drops the parameter so a
 * reload does not search again.
 */
export function useMovieParamSearch(
  search: (target: SearchTarget, options?: SearchOptions) => Promise<void>,
  onTarget: (text: string) => void,
): void {
  const [params, setParams] = useSearchParams();
  const { isPending: quotaPending } = useQuota();
  const movie = params.get('movie');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!movie || quotaPending || started.current === movie) return;
    const target = targetFromMovieParam(movie);
    started.current = movie;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('movie');
        return next;
      },
      { replace: true },
    );
    if (!target) return;
    onTarget(target.title);
    void search(target, { auto: true });
  }, [movie, quotaPending, search, setParams, onTarget]);
}
