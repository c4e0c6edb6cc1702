import type { TitleDetails } from '@reelatlas/contracts';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { loadLastViewed, movieFromState } from '../search/index.ts';

/**
 * The title to show: navigation state first, else the last viewed title from localStorage
 * (docs/product-rules.md#title-pages) — unless the URL names another title, which the stored one must not impersonate.
 */
export function useTitleFromLocation(): TitleDetails | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const wanted = params.get('id');
  return useMemo(() => {
    const fromState = movieFromState(location.state);
    if (fromState) return fromState;
    const stored = loadLastViewed();
    if (!stored) return null;
    if (wanted && wanted !== `${stored.type}:${stored.id}`) return null;
    return stored;
  }, [location.state, wanted]);
}
