import {
  autocompleteQuerySchema,
  searchRequestSchema,
  titleFactsParamsSchema,
  titleFactsQuerySchema,
  titleFactsResponseSchema,
  titleInLanguageSchema,
  titleLanguageQuerySchema,
} from '../catalog.ts';
import { regionsResponseSchema } from '../regions.ts';
import { searchAnswerSchema } from '../search-response.ts';
import { servicesResponseSchema } from '../services.ts';
import { autocompleteResponseSchema } from '../title-summary.ts';
import type { Endpoint } from './endpoint.ts';

/** Titles matching typed text; not counted. */
export const autocompleteEndpoint = {
  method: 'get',
  path: '/api/autocomplete',
  query: autocompleteQuerySchema,
  response: autocompleteResponseSchema,
} as const satisfies Endpoint;

export const regionsEndpoint = {
  method: 'get',
  path: '/api/regions',
  response: regionsResponseSchema,
} as const satisfies Endpoint;

export const servicesEndpoint = {
  method: 'get',
  path: '/api/services',
  response: servicesResponseSchema,
} as const satisfies Endpoint;

/** A title's facts from the stored catalog, for a title page opened from a link; not counted. */
export const titleFactsEndpoint = {
  method: 'get',
  path: '/api/titles/{type}/{id}',
  params: titleFactsParamsSchema,
  query: titleFactsQuerySchema,
  response: titleFactsResponseSchema,
} as const satisfies Endpoint;

/** A title's name and overview in the visitor's language, with its original and English names; not counted. */
export const titleInLanguageEndpoint = {
  method: 'get',
  path: '/api/titles/{type}/{id}/names',
  params: titleFactsParamsSchema,
  query: titleLanguageQuerySchema,
  response: titleInLanguageSchema,
} as const satisfies Endpoint;

/** The one counted call. */
export const searchEndpoint = {
  method: 'post',
  path: '/api/search',
  body: searchRequestSchema,
  response: searchAnswerSchema,
} as const satisfies Endpoint;
