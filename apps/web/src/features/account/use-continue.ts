import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnPathFrom } from '../../lib/login-return.ts';
import { takePendingMovieQuery } from '../../lib/pending-movie.ts';

/**
 * Where a signed-in user goes next: the title page the login was opened from (`/login?next=`, the
 * upsell's "Log in"), else the search that sent them to sign in (its session had ended; docs/product-rules.md#browser-state), else
 * home.
 */
export function useContinue(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(() => {
    const back = returnPathFrom(search);
    const pending = takePendingMovieQuery();
    if (back) navigate(back, { replace: true });
    else navigate(pending ? `/?movie=${encodeURIComponent(pending)}` : '/', { replace: true });
  }, [navigate, search]);
}
