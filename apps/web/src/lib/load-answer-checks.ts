/** The two chunks of answer checks (`start-up-checks.ts`, `action-checks.ts`), as a call picks from them. */
export type StartUpChecks = typeof import('./start-up-checks.ts');
export type ActionChecks = typeof import('./action-checks.ts');

/** Imports a chunk once; a failed download (a dropped connection) is tried again by the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** Started by `main.tsx` as the app starts, so the start-up calls rarely wait for it. */
export const loadStartUpChecks = once(() => import('./start-up-checks.ts'));
/** Started at the visitor's first sign of intent (routes/title-route.ts). */
export const loadActionChecks = once(() => import('./action-checks.ts'));

/**
 * The first load's endpoints for `callApi`, each fetched (once, with its chunk) before its call
 * is sent: the start-up reads from the start-up checks, the visitor's actions from the others.
 */
export const lazyEndpoints = {
  config: () => loadStartUpChecks().then((checks) => checks.configEndpoint),
  session: () => loadStartUpChecks().then((checks) => checks.sessionEndpoint),
  me: () => loadStartUpChecks().then((checks) => checks.meEndpoint),
  quota: () => loadStartUpChecks().then((checks) => checks.quotaEndpoint),
  topRated: () => loadStartUpChecks().then((checks) => checks.topRatedEndpoint),
  checkSubscription: () => loadStartUpChecks().then((checks) => checks.checkSubscriptionEndpoint),
  autocomplete: () => loadActionChecks().then((checks) => checks.autocompleteEndpoint),
  search: () => loadActionChecks().then((checks) => checks.searchEndpoint),
  checkout: () => loadActionChecks().then((checks) => checks.checkoutEndpoint),
  billingPortal: () => loadActionChecks().then((checks) => checks.billingPortalEndpoint),
};
