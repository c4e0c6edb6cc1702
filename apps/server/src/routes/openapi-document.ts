import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context.ts';
import { DECLARED_RULES, type RouteRules } from '../middleware/route-rules.ts';
import { API_TAGS, type ApiTag } from './openapi-route.ts';

/** The part of Better Auth's own OpenAPI document that is merged in (paths relative to its base). */
export interface AuthOpenApi {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

const AUTH_BASE = '/api/auth';

/** Better Auth's session cookie (prefix `ra`; `__Secure-ra.session_token` behind HTTPS). */
const SESSION_SCHEME = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ra.session_token',
    description:
      'The session cookie set by sign-in (`__Secure-ra.session_token` behind HTTPS). Operations that require it answer 401 without it; admin operations answer 403 to other accounts.',
  },
} as const;

type Operation = { security?: unknown; 'x-admin-only'?: boolean; tags?: string[] };

const SIGN_IN_TAG: ApiTag = 'Sign-in';

/** Better Auth's operations, grouped with the sign-in routes (its own document tags them "Default"). */
function inSignInGroup(item: unknown): unknown {
  if (!item || typeof item !== 'object') return item;
  return Object.fromEntries(
    Object.entries(item as Record<string, unknown>).map(([method, operation]) => [
      method,
      operation && typeof operation === 'object' ? { ...operation, tags: [SIGN_IN_TAG] } : operation,
    ]),
  );
}

/**
 * Marks each operation whose route declares a sign-in rule (middleware/route-rules.ts) with the
 * session requirement, read from the composed routes themselves, so the document cannot drift
 * from what the server enforces.
 */
function withSignInRequirements(paths: Record<string, Record<string, Operation>>, api: OpenAPIHono<AppEnv>) {
  const signIn = new Map<string, RouteRules['signIn']>();
  for (const route of api.routes) {
    const rules = (route.handler as { [DECLARED_RULES]?: RouteRules })[DECLARED_RULES];
    if (rules?.signIn) signIn.set(`${route.method.toLowerCase()} ${route.path}`, rules.signIn);
  }
  for (const [path, item] of Object.entries(paths)) {
    const honoPath = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(item)) {
      const rule = signIn.get(`${method} ${honoPath}`);
      if (!rule) continue;
      operation.security = [{ session: [] }];
      if (rule === 'admin') operation['x-admin-only'] = true;
    }
  }
}

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
  withSignInRequirements(own.paths as Record<string, Record<string, Operation>>, api);
  const authPaths = Object.fromEntries(
    Object.entries(auth.paths ?? {}).map(([path, item]) => [`${AUTH_BASE}${path}`, inSignInGroup(item)]),
  );
  return {
    ...own,
    // The reference's groups in reading order, each with its line.
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths: { ...authPaths, ...own.paths },
    components: {
      ...own.components,
      schemas: { ...auth.components?.schemas, ...own.components?.schemas },
      securitySchemes: SESSION_SCHEME,
    },
  };
}
