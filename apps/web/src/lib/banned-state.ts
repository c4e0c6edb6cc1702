import { useSyncExternalStore } from 'react';

/**
 * Whether the server has answered this page 403 `banned`. Any API call can learn it; the shell
 * then shows the banned page instead of a screen whose every call would fail.
 */
let banned = false;
const listeners = new Set<() => void>();

export function markBanned(): void {
  if (banned) return;
  banned = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBanned(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => banned,
    () => false,
  );
}

/** For tests: a fresh page. */
export function resetBannedForTests(): void {
  banned = false;
}
