import type { z } from 'zod';
import type { ZodMiniObject, ZodMiniType } from 'zod/mini';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One HTTP endpoint, described once for both sides: the server builds its OpenAPI route from it
 * (apps/server/src/routes/openapi-route.ts) and the web calls it through one client
 * (apps/web/src/lib/api-client.ts). Plain data: no framework, no DOM or Node types.
 */
/**
 * A schema of either build of zod: the answers a page reads as it starts are written with
 * zod/mini (docs/architecture.md#the-start-up-answers), the rest with zod's full API.
 */
export type AnySchema = z.ZodType | ZodMiniType;

export interface Endpoint {
  readonly method: HttpMethod;
  /** OpenAPI's form: `{name}` marks a path parameter, described by `params`. */
  readonly path: `/${string}`;
  readonly params?: z.ZodObject | ZodMiniObject;
  readonly query?: z.ZodObject | ZodMiniObject;
  /** The JSON body. */
  readonly body?: AnySchema;
  /** The JSON answer on success (200). */
  readonly response: AnySchema;
  /**
   * Who answers it when not an OpenAPI route of ours: Better Auth, behind the allow-list of the
   * server's `routes/auth.ts` (its shapes are written here as the web uses them), or a handler
   * that reads the raw body (Stripe's webhook, whose signature covers the bytes).
   */
  readonly servedBy?: 'better-auth' | 'raw-body';
}
