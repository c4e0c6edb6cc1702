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
  summary: string;
  description?: string;
  request: RequestOf<E>;
  responses: { 200: { description: string; content: Json<E['response']> } } & X;
};

/** What the server adds to a catalogue endpoint: its words in the OpenAPI document. */
interface RouteDocs<X extends ErrorAnswers> {
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
