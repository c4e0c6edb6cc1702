import type { Me } from '@reelatlas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { USER_REFRESH_MS } from './account-constants.ts';
import { AuthError } from './auth-error.ts';
import { sessionClient } from './session-client.ts';

/** Better Auth's session first (cheap, never a 401), then the user record from /api/me. */
async function loadSession(signal: AbortSignal): Promise<Me | null> {
  const session = await sessionClient.getSession(signal);
  if (!session) return null;
  try {
    return await sessionClient.me(signal);
  } catch (error) {
    // The session ended between the two calls.
    if (error instanceof AuthError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => loadSession(signal),
  // User data is refreshed every hour; sign-in and sign-out refetch it at once.
  staleTime: USER_REFRESH_MS,
  refetchInterval: USER_REFRESH_MS,
});

/** The signed-in user (`null` when signed out). The server is the authority; nothing is cached locally. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
