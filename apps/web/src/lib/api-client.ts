import { i18n } from '@lingui/core';
import { type Endpoint, SOURCE_LOCALE } from '@reelatlas/contracts';
import type { z } from 'zod';
import { ApiError, apiErrorFromResponse } from './api-error.ts';
import { isOffline } from './use-online.ts';

/** A path parameter as the caller has it; the URL carries it as text. */
type PathValue = string | number;

/** What a call of `E` needs: the values of its path parameters, query and body, as it declares them. */
export type EndpointInput<E extends Endpoint> = (E extends { params: infer P extends z.core.$ZodType }
  ? { params: { [K in keyof z.input<P>]: PathValue } }
  : Record<never, never>) &
  (E extends { query: infer Q extends z.core.$ZodType } ? { query: z.input<Q> } : Record<never, never>) &
  (E extends { body: infer B extends z.core.$ZodType } ? { body: z.input<B> } : Record<never, never>) & {
    signal?: AbortSignal;
  };

/** The call's arguments: the input may be left out when the endpoint needs none. */
type InputArgs<E extends Endpoint> =
  Record<never, never> extends Omit<EndpointInput<E>, 'signal'>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

/** How a failure reaches the caller: ApiError for our routes, the account feature's AuthError for Better Auth's. */
export interface ErrorMapping {
  /** No answer at all (offline, DNS, reset). */
  network(): Error;
  /** A non-2xx answer. */
  failed(response: Response): Promise<Error>;
  /** A 2xx answer that is not JSON or breaks the contract. */
  invalid(status: number, detail: string): Error;
}

// Failures with no answer from the server are worded here, in the page's language (the shell's
// texts, always loaded); the server words every answer it sends.
export const apiErrors: ErrorMapping = {
  network: () =>
    new ApiError({
      status: 0,
      code: 'network_error',
      message: i18n._(isOffline() ? 'error.needsConnection' : 'error.loadFailed'),
    }),
  failed: apiErrorFromResponse,
  invalid: (status) => new ApiError({ status, code: 'invalid_response', message: i18n._('error.internal') }),
};

/** The endpoint's path with its parameters filled in, and its query. */
export function endpointUrl(endpoint: Endpoint, input: { params?: object; query?: object } = {}): string {
  let url: string = endpoint.path;
  if (input.params) {
    const params = input.params as Record<string, PathValue>;
    url = url.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
      return encodeURIComponent(String(value));
    });
  }
  if (input.query) {
    const pairs = Object.entries(input.query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    if (pairs.length > 0) url += `?${pairs.join('&')}`;
  }
  return url;
}

/**
 * Sends one call of `endpoint`, same-origin with credentials (the session and the signed device
 * cookie that counts searches) and the page's language, and answers the raw response once it is
 * a success.
 */
export async function sendRequest<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  errors: ErrorMapping = apiErrors,
): Promise<Response> {
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown; signal?: AbortSignal };
  // The page's language names the request's (docs/architecture.md#languages): the server's
  // messages come back in it, whatever languages the browser itself lists.
  const headers: Record<string, string> = { 'accept-language': i18n.locale || SOURCE_LOCALE };
  const init: RequestInit = { method: endpoint.method.toUpperCase(), credentials: 'same-origin', headers };
  if (parts.signal) init.signal = parts.signal;
  if (parts.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(parts.body);
  }
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, parts), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw errors.network();
  }
  if (!response.ok) throw await errors.failed(response);
  return response;
}

/**
 * An endpoint, or how to fetch it (`lib/load-answer-checks.ts`): the first load's code names its
 * endpoints this way, so their schemas (and zod) are not part of its JavaScript.
 */
export type EndpointRef<E extends Endpoint> = E | (() => Promise<E>);

async function resolveEndpoint<E extends Endpoint>(ref: EndpointRef<E>, errors: ErrorMapping): Promise<E> {
  if (typeof ref !== 'function') return ref;
  try {
    return await ref();
  } catch {
    // The chunk did not arrive: for the visitor, the same as an answer that did not.
    throw errors.network();
  }
}

/**
 * Calls an endpoint of the catalogue and validates the answer with its response schema (once:
 * the search answer, the largest, is parsed here and nowhere else), so a server/web mismatch
 * shows up as one clear error instead of `undefined` deep in a component. No answer is used
 * before it is checked: a call named through the answer checks waits for them.
 */
export function createCaller(errors: ErrorMapping): Caller {
  return async <E extends Endpoint>(
    ref: EndpointRef<E>,
    ...[input]: InputArgs<E>
  ): Promise<z.output<E['response']>> => {
    const endpoint = await resolveEndpoint(ref, errors);
    const response = await sendRequest(endpoint, input, errors);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw errors.invalid(response.status, 'The answer is not JSON.');
    }
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) throw errors.invalid(response.status, parsed.error.message);
    return parsed.data as z.output<E['response']>;
  };
}

/** A call by endpoint, or by how to fetch it (two signatures, so the endpoint's type is read from either). */
export interface Caller {
  <E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): Promise<z.output<E['response']>>;
  <E extends Endpoint>(load: () => Promise<E>, ...[input]: InputArgs<E>): Promise<z.output<E['response']>>;
}

/** Our own routes' calls; failures are ApiError. */
export const callApi = createCaller(apiErrors);
