import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { FORWARDED_AUTH_ENDPOINTS } from './auth.ts';
import { type AuthOpenApi, openApiDocument } from './openapi-document.ts';

/** `GET /api/openapi.json`: the document of `api`'s routes, with the Better Auth ones served merged in. */
export function openApiJsonRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/openapi.json', async (c) =>
    c.json(
      openApiDocument(
        api,
        (await deps.auth.api.generateOpenAPISchema()) as AuthOpenApi,
        FORWARDED_AUTH_ENDPOINTS,
      ),
    ),
  );
}
