import { parseTitleRef } from '@reelatlas/contracts';

/** The login page's parameter naming the page to return to after signing in. */
const NEXT = 'next';

/** `/login`, returning to `path` (a title page) after signing in. */
export function loginPathReturningTo(path: string | undefined): string {
  return path ? `/login?${NEXT}=${encodeURIComponent(path)}` : '/login';
}

/**
 * The page `/login?next=` names, if it is one of ours that may be returned to: only a title page
 * (`/movie?id=movie:603`), never another site or any other address (no open redirect).
 */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next) return null;
  const match = /^\/movie\?id=([^&#]*)$/.exec(next);
  const ref = match ? parseTitleRef(match[1]) : null;
  return ref ? `/movie?id=${ref.type}:${ref.id}` : null;
}
