import { createRoute } from '@hono/zod-openapi';
import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  topRatedQuerySchema,
  topRatedResponseSchema,
} from '@reelatlas/contracts';
import { autocompleteTitles, listTopRated } from '@reelatlas/core';
import type { AppDeps } from '../context.ts';
import { cachedJson } from './cached-json.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';

const autocompleteRoute = createRoute({
  method: 'get',
  path: '/api/autocomplete',
  summary: 'Titles matching the typed text (from 2 characters, at most 10). Not counted.',
  request: { query: autocompleteQuerySchema },
  responses: {
    200: {
      description: 'Matches, best first.',
      content: { 'application/json': { schema: autocompleteResponseSchema } },
    },
    400: errorResponses[400],
    503: errorResponses[503],
  },
});

const topRatedRoute = createRoute({
  method: 'get',
  path: '/api/top-rated',
  summary: 'The best-rated titles (up to 20). Not counted.',
  request: { query: topRatedQuerySchema },
  responses: {
    200: {
      description: 'Titles, best first.',
      content: { 'application/json': { schema: topRatedResponseSchema } },
    },
    400: errorResponses[400],
    503: errorResponses[503],
  },
});

export function catalogRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(autocompleteRoute, async (c) => {
      const { q } = c.req.valid('query');
      const results = await autocompleteTitles(deps.catalog, q);
      // Only after success: a 503 (TMDb down, nothing cached) must not be cached by browsers.
      c.header('Cache-Control', 'public, max-age=300');
      return cachedJson(c, results);
    })
    .openapi(topRatedRoute, async (c) => {
      const { limit } = c.req.valid('query');
      const results = await listTopRated(deps.catalog, limit);
      c.header('Cache-Control', 'public, max-age=600');
      return c.json({ results }, 200);
    });
}
