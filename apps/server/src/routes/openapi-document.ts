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

type Operation = {
  security?: unknown;
  'x-admin-only'?: boolean;
  parameters?: { in?: string }[];
  tags?: string[];
};

/** Better Auth tags its operations "Default"; ours group them with the sign-in routes. */
const SIGN_IN_TAG: ApiTag = 'Sign-in';

/** Which methods of which paths under /api/auth the server forwards (routes/auth.ts). */
export type ServedAuthEndpoints = Readonly<Record<string, readonly string[]>>;

/**
 * Better Auth documents every endpoint it has; only those the server forwards are served (the
 * rest answer 404), so only those are listed: each under the path it is served at (Better
 * Auth's `/callback/{id}` as `/callback/google`, its path parameter then fixed), with the
 * served methods only.
 */
function servedAuthPaths(auth: AuthOpenApi, served: ServedAuthEndpoints) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [template, item] of Object.entries(auth.paths ?? {})) {
    const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, (ch) => `\\${ch}`);
    const pattern = new RegExp(
      `^${AUTH_BASE}${template
        .split(/\{\w+\}/)
        .map(literal)
        .join('[^/]+')}$`,
    );
    for (const [path, methods] of Object.entries(served)) {
      if (!pattern.test(path)) continue;
      const fixed = path !== `${AUTH_BASE}${template}`;
      for (const method of methods) {
        const operation = (item as Record<string, Operation>)[method.toLowerCase()];
        if (!operation) continue;
        paths[path] ??= {};
        paths[path][method.toLowerCase()] = {
          ...operation,
          tags: [SIGN_IN_TAG],
          ...(fixed ? { parameters: operation.parameters?.filter((p) => p.in !== 'path') } : {}),
        };
      }
    }
  }
  return paths;
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
 * The OpenAPI 3.1 document of every route registered with a schema, plus the Better Auth routes
 * under /api/auth that are served (sign-up, sign-in, verification, reset, sessions, Google), so
 * one document describes the whole API.
 */
export function openApiDocument(
  api: OpenAPIHono<AppEnv>,
  auth: AuthOpenApi = {},
  servedAuth: ServedAuthEndpoints = {},
) {
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
  const authPaths = servedAuthPaths(auth, servedAuth);
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
