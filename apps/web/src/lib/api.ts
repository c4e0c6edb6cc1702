import {
  autocompleteResponseSchema,
  messages,
  type PublicConfig,
  publicConfigSchema,
  type Quota,
  quotaSchema,
  type Region,
  regionsResponseSchema,
  type SearchRequest,
  type SearchResponse,
  type StreamingService,
  searchResponseSchema,
  servicesResponseSchema,
  type TitleSummary,
  topRatedResponseSchema,
} from '@reelatlas/contracts';
import type { z } from 'zod';
import { ApiError, apiErrorFromResponse } from './api-error.ts';

export { ApiError } from './api-error.ts';

/**
 * Fetches a JSON endpoint and validates the answer with the shared contract, so a server/web
 * mismatch shows up as one clear error instead of `undefined` deep in a component.
 */
export async function request<S extends z.ZodType>(
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<z.output<S>> {
  let response: Response;
  try {
    // Same-origin credentials (the default) so the signed device cookie that counts searches flows.
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: messages.loadFailed });
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: messages.internal });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: messages.internal });
  }
  return parsed.data;
}

export const api = {
  config: (signal?: AbortSignal): Promise<PublicConfig> =>
    request('/api/config', publicConfigSchema, { signal }),

  quota: (signal?: AbortSignal): Promise<Quota> => request('/api/quota', quotaSchema, { signal }),

  autocomplete: (q: string, signal?: AbortSignal): Promise<TitleSummary[]> =>
    request(`/api/autocomplete?q=${encodeURIComponent(q)}`, autocompleteResponseSchema, { signal }),

  services: async (signal?: AbortSignal): Promise<StreamingService[]> =>
    (await request('/api/services', servicesResponseSchema, { signal })).services,
  regions: async (signal?: AbortSignal): Promise<Region[]> =>
    (await request('/api/regions', regionsResponseSchema, { signal })).regions,

  topRated: async (limit: number, signal?: AbortSignal): Promise<TitleSummary[]> =>
    (await request(`/api/top-rated?limit=${limit}`, topRatedResponseSchema, { signal })).results,

  search: (body: SearchRequest): Promise<SearchResponse> =>
    request('/api/search', searchResponseSchema, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
};
