import { APP_PAGE_PATHS, isAppPagePath } from '@reelatlas/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** Every page path the router declares, as the server's list writes them. */
function declaredPaths(list: readonly RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    if (route.index) return [base || '/'];
    if (route.path === undefined) return declaredPaths(route.children ?? [], base);
    const path = route.path.startsWith('/') ? route.path : `${base === '/' ? '' : base}/${route.path}`;
    return [path, ...declaredPaths(route.children ?? [], path)];
  });
}

describe('the app’s pages, as the server knows them', () => {
  it('lists exactly the router’s pages (the rest answer 404 from the server)', () => {
    const declared = declaredPaths(routes).filter((path) => !path.endsWith('*'));
    // The layout route ('/') is also the index page.
    expect(new Set(declared)).toEqual(new Set(APP_PAGE_PATHS));
    expect(declaredPaths(routes)).toContain('/*');
  });

  it('matches as the router does: any case, a trailing slash, one segment per parameter', () => {
    expect(isAppPagePath('/')).toBe(true);
    expect(isAppPagePath('/FAQ')).toBe(true);
    expect(isAppPagePath('/watchlist/')).toBe(true);
    expect(isAppPagePath('/profile/maria_t')).toBe(true);
    expect(isAppPagePath('/profile/maria/extra')).toBe(false);
    expect(isAppPagePath('/movies')).toBe(false);
    expect(isAppPagePath('/help/more')).toBe(false);
    expect(isAppPagePath('/wp-login.php')).toBe(false);
  });
});
