import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context.ts';
import { validationResponse } from '../middleware/errors.ts';

/** A router whose request validation failures answer the API's 400 shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationResponse(c, result.error);
    },
  });
}
