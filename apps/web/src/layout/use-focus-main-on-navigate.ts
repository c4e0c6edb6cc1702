import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side page change, moves focus to <main> so keyboard and screen-reader users
 * start at the new content instead of on a control that no longer exists. Not on first load.
 */
export function useFocusMainOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
