import { DEMO_CATALOG_ATTRIBUTE } from '@reelatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { lazyEndpoints } from '../../lib/load-answer-checks.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Deployment settings (bot check, VPN link, demo flag): fixed for the life of the page. */
export const configQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: ({ signal }) => callApi(lazyEndpoints.config, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}

/**
 * Whether the catalog is the demo one. Until /api/config answers, the page's own mark (the
 * server sets it on <html>) says so, so the demo catalog note is there from the first paint and
 * never pushes the page down when it appears.
 */
export function useDemoCatalog(): boolean {
  const { data } = useConfig();
  return data ? data.demoCatalog : document.documentElement.hasAttribute(DEMO_CATALOG_ATTRIBUTE);
}
