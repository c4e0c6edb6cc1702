import {
  plannerCountryParamSchema,
  plannerCountryResponseSchema,
  plannerResponseSchema,
} from '../trip-planner.ts';
import type { Endpoint } from './endpoint.ts';

/** Where to watch the watchlist (Pro; Free gets a preview). */
export const plannerEndpoint = {
  method: 'get',
  path: '/api/me/planner',
  response: plannerResponseSchema,
} as const satisfies Endpoint;

export const plannerCountryEndpoint = {
  method: 'get',
  path: '/api/me/planner/{country}',
  params: plannerCountryParamSchema,
  response: plannerCountryResponseSchema,
} as const satisfies Endpoint;
