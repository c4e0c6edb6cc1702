import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Endpoint } from '@reelatlas/contracts';
import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { ZodMiniObject } from 'zod/mini';
import { validationResponse } from '../middleware/errors.ts';
import { answerDocument, fullApiSchema, parameterDocuments } from './schema-document.ts';

type Json<S> = { 'application/json': { schema: S } };

/** A schema as createRoute's types read it: one written with zod/mini is typed as its full-API twin. */
type FullApi<S> = S extends z.ZodType ? S : z.ZodType<z.output<S>, z.input<S>>;
type FullApiObject<S> = S extends z.ZodObject
  ? S
  : S extends ZodMiniObject<infer Shape>
    ? z.ZodObject<{ [K in keyof Shape]: FullApi<Shape[K]> }>
    : never;

/** The request parts an endpoint declares, in createRoute's form. */
type RequestOf<E extends Endpoint> = (E extends { params: infer P }
  ? { params: FullApiObject<P> }
  : Record<never, never>) &
  (E extends { query: infer Q } ? { query: FullApiObject<Q> } : Record<never, never>) &
  (E extends { body: infer B }
    ? { body: { required: true; content: Json<FullApi<B>> } }
    : Record<never, never>);

type ErrorAnswers = Record<number, { description: string; content?: unknown }>;

/** The route createRoute would have typed from the same object literal. */
type RouteOf<E extends Endpoint, X extends ErrorAnswers> = {
  method: E['method'];
  path: E['path'];
  tags: ApiTag[];
  summary: string;
  description?: string;
  request: RequestOf<E>;
  responses: { 200: { description: string; content: Json<FullApi<E['response']>> } } & X;
};

/**
 * The API reference's groups, in the order it shows them, each with a line for its heading.
 * Every operation names one (the document's test fails on one without), so nothing lands under
 * a catch-all "default" group.
 */
export const API_TAGS = {
  Search: 'Finding a title and where it streams: autocomplete, the counted search, the daily allowance.',
  Titles: 'Title lists and what changed about a title.',
  Catalog: 'The countries and streaming services the catalog covers.',
  Lists: 'The watchlist and the watched list.',
  Planner: 'Where to watch your list: countries ranked by your watchlist (Pro).',
  Alerts: 'Availability alerts on watchlist titles (Pro).',
  Account: 'The signed-in user: record, services and country, export, deletion.',
  'Sign-in': 'Sign-up, sign-in, verification and password reset (Better Auth; errors are `{code, message}`).',
  Billing: 'The Pro subscription: checkout, billing portal, status.',
  Contact: 'Contact messages and suggestions.',
  Configuration: 'What the browser needs to know about this deployment.',
  Admin: 'Tools for administrators: bans and messages.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** What the server adds to a catalogue endpoint: its words in the OpenAPI document. */
interface RouteDocs<X extends ErrorAnswers> {
  /** The API reference's group of this route. */
  tag: ApiTag;
  summary: string;
  description?: string;
  /** The success answer's description. */
  success: string;
  /** The error answers (errorResponses' entries, or their own wording). */
  errors?: X;
}

/**
 * The OpenAPI route of a catalogue endpoint (packages/contracts/src/endpoints): method, path,
 * request schemas and success answer come from the contract, so the server cannot drift from
 * what the web calls; the route adds only its documentation and error answers.
 */
export function openApiRoute<E extends Endpoint, const X extends ErrorAnswers = Record<never, never>>(
  endpoint: E,
  docs: RouteDocs<X>,
): RouteOf<E, X> {
  const request: NonNullable<RouteConfig['request']> = {};
  // A path or query written with zod/mini (docs/architecture.md#the-start-up-answers): checked
  // by the same rules and answered the same 400 as createRoute's own check, documented from its
  // JSON Schema, since zod-to-openapi cannot read it.
  const parameters: ReturnType<typeof parameterDocuments> = [];
  const middleware: MiddlewareHandler[] = [];
  for (const [part, target, where] of [
    ['params', 'param', 'path'],
    ['query', 'query', 'query'],
  ] as const) {
    const schema = endpoint[part];
    if (!schema) continue;
    if (fullApiSchema(schema)) {
      request[part] = schema;
      continue;
    }
    parameters.push(...parameterDocuments(schema, where));
    const check = validator(target, (value, c) => {
      const result = schema.safeParse(value);
      return result.success ? result.data : validationResponse(c, result.error);
    });
    // validationResponse's typed answer is a Response at run time, which the check returns as is.
    middleware.push(check as unknown as MiddlewareHandler);
  }
  if (endpoint.body) {
    if (!fullApiSchema(endpoint.body)) throw new Error(`${endpoint.path}: a zod/mini body is not supported`);
    request.body = { required: true, content: { 'application/json': { schema: endpoint.body } } };
  }
  const route = createRoute({
    method: endpoint.method,
    path: endpoint.path,
    tags: [docs.tag],
    summary: docs.summary,
    ...(docs.description === undefined ? {} : { description: docs.description }),
    ...(Object.keys(request).length > 0 ? { request } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(middleware.length > 0 ? { middleware } : {}),
    responses: {
      200: {
        description: docs.success,
        content: { 'application/json': { schema: answerDocument(endpoint.response) } },
      },
      ...(docs.errors as Record<number, { description: string }> | undefined),
    },
  });
  // createRoute's own typing needs literal schemas; the contract's types are restored here.
  return route as unknown as RouteOf<E, X>;
}
