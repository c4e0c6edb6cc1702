import * as z from 'zod/mini';
import { meSchema } from '../me.ts';
import type { Endpoint } from './endpoint.ts';

// The two reads every page makes at start-up (who is signed in, and their record), apart from
// the account and auth endpoints of the forms: the web's first load imports only these, and a
// module's schemas are all built when it is imported. Written with zod/mini
// (docs/architecture.md#the-start-up-answers).

/** The part of Better Auth's user the web reads. */
export const authUserSchema = z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() });
export type AuthUser = z.infer<typeof authUserSchema>;

/** `null` when signed out (cheap, never a 401). Better Auth's own endpoint. */
export const sessionEndpoint = {
  method: 'get',
  path: '/api/auth/get-session',
  response: z.nullable(z.object({ user: authUserSchema })),
  servedBy: 'better-auth',
} as const satisfies Endpoint;

/** The signed-in user's record (docs/product-rules.md#accounts). */
export const meEndpoint = {
  method: 'get',
  path: '/api/me',
  response: meSchema,
} as const satisfies Endpoint;
