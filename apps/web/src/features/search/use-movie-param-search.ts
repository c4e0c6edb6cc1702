import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchTarget } from './search-target.ts';
import { targetFromMovieParam } from './search-target.ts';
import type { SearchOptions } from './use-search.ts';

/**
 * `/?movie=Title` or `/?movie=603` runs a search on load (docs/product-rules.md#pages), once, and drops the parameter
 * so a reload does not search again. At the limit too: the server answers a title this visitor
 * already opened today, and the limit answer opens the upsell.
 */
export function useMovieParamSearch(
  search: (target: SearchTarget, options?: SearchOptions) => Promise<unknown>,
  onTarget: (text: string) => void,
): void {
  const [params, setParams] = useSearchParams();
  const movie = params.get('movie');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!movie || started.current === movie) return;
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
  }, [movie, search, setParams, onTarget]);
}
