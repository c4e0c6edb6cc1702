import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will answer the same on retry; only transient failures are worth another try.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      // A change tried offline fails at once and says so; it is never held and sent later, when
      // the visitor may no longer want it (a search would then be counted unasked).
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
