/**
 * Every path the web app shows a page for, as its router declares them (`:name` is one path
 * segment). The server answers any other page address with the app's "Page not found", status 404
 * and `noindex`, so a mistyped or dead link is never indexed as a page of the site. The web's
 * route table is checked against this list by a test.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/movie',
  '/movieoverlay',
  '/most-searched',
  '/premium',
  '/upgrade',
  '/login',
  '/watchlist',
  '/watched',
  '/profile',
  '/profile/:username',
  '/subscription-cancelled',
  '/thankyou',
  '/google/action',
  '/help',
  '/faq',
  '/terms',
  '/privacypolicy',
  '/privacy',
  '/contact',
  '/suggest',
] as const;

const patterns = APP_PAGE_PATHS.map(
  (path) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+').replace(/\//g, '\\/')}$`, 'i'),
);

/**
 * Whether the web app has a page at this path. As the router matches: letters in any case, a
 * trailing slash ignored.
 */
export function isAppPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) => pattern.test(path));
}

/** The not-found page's name: its h1 and document title, in the browser and in the server's HTML. */
export const NOT_FOUND_TITLE = 'Page not found';
