import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { takePendingMovieQuery } from '../search/index.ts';

/** Where a signed-in user goes next: the search they were sent to sign in for (`pendingMovie`, docs/product-rules.md#browser-state), else home. */
export function useContinue(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const pending = takePendingMovieQuery();
    navigate(pending ? `/?movie=${encodeURIComponent(pending)}` : '/', { replace: true });
  }, [navigate]);
}
