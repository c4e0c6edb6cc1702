import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the build-time prerender and while the browser hydrates it, true afterwards (and from
 * the start on a page rendered only in the browser). What depends on the browser alone
 * (localStorage, the clock, the origin) renders its loading state until then, so hydration sees
 * exactly the prerendered markup; React re-renders with `true` right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
