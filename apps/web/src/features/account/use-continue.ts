import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { takePendingMovieQuery } from '../search/index.ts';

/** Where a signed-in user goes next: the search they were sent to sign in for (spec §3 pendingMovie), else home. */
export function useContinue(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const pending = takePendingMovieQuery();
    navigate(pending ? `/?movie=${encodeURIComponent(pending)}` : '/', { replace: true });
  }, [navigate]);
}
