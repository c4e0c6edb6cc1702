import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Endpoint } from '@reelatlas/contracts';

type Json<S> = { 'application/json': { schema: S } };

/** The request parts an endpoint declares, in createRoute's form. */
type RequestOf<E extends Endpoint> = (E extends { params: infer P } ? { params: P } : Record<never, never>) &
  (E extends { query: infer Q } ? { query: Q } : Record<never, never>) &
  (E extends { body: infer B } ? { body: { required: true; content: Json<B> } } : Record<never, never>);

type ErrorAnswers = Record<number, { description: string; content?: unknown }>;

/** The route createRoute would have typed from the same object literal. */
type RouteOf<E extends Endpoint, X extends ErrorAnswers> = {
  method: E['method'];
  path: E['path'];
  tags: ApiTag[];
  summary: string;
  description?: string;
  request: RequestOf<E>;
  responses: { 200: { description: string; content: Json<E['response']> } } & X;
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
  if (endpoint.params) request.params = endpoint.params;
  if (endpoint.query) request.query = endpoint.query;
  if (endpoint.body)
    request.body = { required: true, content: { 'application/json': { schema: endpoint.body } } };
  const route = createRoute({
    method: endpoint.method,
    path: endpoint.path,
    tags: [docs.tag],
    summary: docs.summary,
    ...(docs.description === undefined ? {} : { description: docs.description }),
    ...(Object.keys(request).length > 0 ? { request } : {}),
    responses: {
      200: { description: docs.success, content: { 'application/json': { schema: endpoint.response } } },
      ...(docs.errors as Record<number, { description: string }> | undefined),
    },
  });
  // createRoute's own typing needs literal schemas; the contract's types are restored here.
  return route as unknown as RouteOf<E, X>;
}
