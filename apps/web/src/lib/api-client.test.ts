import { i18n } from '@lingui/core';
import {
  autocompleteEndpoint,
  configEndpoint,
  listEndpoint,
  messages,
  quotaEndpoint,
  removeFromListEndpoint,
  searchEndpoint,
  topRatedEndpoint,
  updateMeEndpoint,
} from '@reelatlas/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, createCaller, endpointUrl, sendRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { name: string; message: string };
  }
  throw new Error('expected a failure');
}

describe('endpointUrl', () => {
  it('is the path itself without parameters', () => {
    expect(endpointUrl(quotaEndpoint)).toBe('/api/quota');
  });

  it('fills path parameters, encoded', () => {
    expect(
      endpointUrl(removeFromListEndpoint, { params: { list: 'watchlist', type: 'movie', id: 603 } }),
    ).toBe('/api/lists/watchlist/movie/603');
    expect(endpointUrl(listEndpoint, { params: { list: 'a/b c' } })).toBe('/api/lists/a%2Fb%20c');
  });

  it('refuses a missing path parameter instead of calling a wrong URL', () => {
    expect(() => endpointUrl(listEndpoint, { params: {} })).toThrow('{list}');
  });

  it('adds the query, encoded, leaving out what is undefined', () => {
    expect(endpointUrl(autocompleteEndpoint, { query: { q: 'Amélie & co' } })).toBe(
      '/api/autocomplete?q=Am%C3%A9lie%20%26%20co',
    );
    expect(endpointUrl(topRatedEndpoint, { query: { limit: undefined } })).toBe('/api/top-rated');
  });
});

describe('callApi', () => {
  it('sends same-origin with credentials and validates the answer with the contract', async () => {
    const quota = { used: 1, limit: 2, remaining: 1, resetAt: '2025-01-02T00:00:00.000Z', plan: 'anonymous' };
    const fetchMock = vi.fn(async () => json(200, quota));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(quotaEndpoint)).resolves.toEqual(quota);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/quota',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('sends the body as JSON with the endpoint’s method', async () => {
    const fetchMock = vi.fn(async () => json(404, { error: 'not_found', message: messages.movieNotFound }));
    vi.stubGlobal('fetch', fetchMock);
    await failure(
      callApi(searchEndpoint, { body: { query: 'The Matrix (1999)', token: 'tok', id: 603, type: 'movie' } }),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/search', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'accept-language': 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'The Matrix (1999)', token: 'tok', id: 603, type: 'movie' }),
    });
  });

  it("names the page's language, so the server answers in it", async () => {
    const fetchMock = vi.fn(async () => json(404, { error: 'not_found', message: 'Titel nicht gefunden.' }));
    vi.stubGlobal('fetch', fetchMock);
    i18n.load('de', {});
    i18n.activate('de');
    try {
      const error = await failure(callApi(searchEndpoint, { body: { query: 'X', token: 't' } }));
      expect(error.message).toBe('Titel nicht gefunden.');
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/search',
        expect.objectContaining({ headers: expect.objectContaining({ 'accept-language': 'de' }) }),
      );
    } finally {
      i18n.activate('en');
    }
  });

  it('turns an error body into a typed ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      json(429, { error: 'limit_reached', message: messages.limitReached, limitReached: true }),
    );
    const error = await failure(callApi(searchEndpoint, { body: { query: 'X', token: 't' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'limit_reached',
      limitReached: true,
      message: messages.limitReached,
    });
  });

  it('keeps the fields of a validation answer', async () => {
    vi.stubGlobal('fetch', async () =>
      json(409, { error: 'conflict', message: 'Taken.', fields: { username: 'Taken.' } }),
    );
    const error = await failure(callApi(updateMeEndpoint, { body: { username: 'maria' } }));
    expect(error).toMatchObject({ status: 409, code: 'conflict', fields: { username: 'Taken.' } });
  });

  it('maps a non-JSON failure by status', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 503 }));
    expect(await failure(callApi(configEndpoint))).toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
    vi.stubGlobal('fetch', async () => new Response('<html>Oops</html>', { status: 500 }));
    expect(await failure(callApi(configEndpoint))).toMatchObject({ status: 500, code: 'internal' });
  });

  it('reports a network failure, and lets an abort through as it is', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(callApi(topRatedEndpoint, { query: { limit: 8 } }))).toMatchObject({
      status: 0,
      code: 'network_error',
      message: messages.loadFailed,
    });
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    expect(await failure(callApi(quotaEndpoint))).toMatchObject({ name: 'AbortError' });
  });

  it('rejects an answer that breaks the contract, or is not JSON', async () => {
    vi.stubGlobal('fetch', async () => json(200, { results: [{ id: 'x' }] }));
    expect(await failure(callApi(topRatedEndpoint, { query: { limit: 8 } }))).toMatchObject({
      code: 'invalid_response',
      message: messages.internal,
    });
    vi.stubGlobal('fetch', async () => new Response('not json', { status: 200 }));
    expect(await failure(callApi(quotaEndpoint))).toMatchObject({ code: 'invalid_response' });
  });
});

describe('createCaller and sendRequest', () => {
  it('map failures the caller’s way', async () => {
    class OtherError extends Error {}
    const call = createCaller({
      network: () => new OtherError('offline'),
      failed: async (response) => new OtherError(`failed ${response.status}`),
      invalid: (status, detail) => new OtherError(`invalid ${status}: ${detail}`),
    });
    vi.stubGlobal('fetch', async () => json(401, { code: 'UNAUTHORIZED' }));
    expect((await failure(call(quotaEndpoint))).message).toBe('failed 401');
    vi.stubGlobal('fetch', async () => json(200, {}));
    expect((await failure(call(quotaEndpoint))).message).toMatch(/^invalid 200: /);
  });

  it('answers the raw response of a success, for a download', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"a":1}', { status: 200 }));
    const response = await sendRequest(quotaEndpoint, undefined);
    expect(await response.text()).toBe('{"a":1}');
  });
});
