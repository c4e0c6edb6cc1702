import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context.ts';

/** The part of Better Auth's own OpenAPI document that is merged in (paths relative to its base). */
export interface AuthOpenApi {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

const AUTH_BASE = '/api/auth';

/**
 * The OpenAPI 3.1 document of every route registered with a schema, plus Better Auth's routes
 * under /api/auth (sign-up, sign-in, verification, reset, sessions, Google), so one document
 * describes the whole API.
 */
export function openApiDocument(api: OpenAPIHono<AppEnv>, auth: AuthOpenApi = {}) {
  const own = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'ReelAtlas API',
      version: '1.0.0',
      description:
        "Where a movie or TV show streams, in every country. Errors are `{error, message}`; validation errors add `fields`. Routes under /api/auth are Better Auth's (their errors are `{code, message}`).",
    },
  });
  const authPaths = Object.fromEntries(
    Object.entries(auth.paths ?? {}).map(([path, item]) => [`${AUTH_BASE}${path}`, item]),
  );
  return {
    ...own,
    paths: { ...authPaths, ...own.paths },
    components: {
      ...own.components,
      schemas: { ...auth.components?.schemas, ...own.components?.schemas },
    },
  };
}
