import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context.ts';

/** The OpenAPI 3.1 document of every route registered with a schema. */
export function openApiDocument(api: OpenAPIHono<AppEnv>) {
  return api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'ReelAtlas API',
      version: '1.0.0',
      description:
        'Where a movie or TV show streams, in every country. Errors are `{error, message}`; validation errors add `fields`.',
    },
  });
}
