import { messages } from '@reelatlas/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('api client', () => {
  it('parses a valid answer with the contract schema', async () => {
    const quota = { used: 1, limit: 2, remaining: 1, resetAt: '2025-01-02T00:00:00.000Z', plan: 'anonymous' };
    const fetchMock = vi.fn(async () => json(200, quota));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.quota()).resolves.toEqual(quota);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/quota',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('turns an error body into a typed ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      json(429, { error: 'limit_reached', message: messages.limitReached, limitReached: true }),
    );
    const error = await failure(api.search({ query: 'X', token: 't' }));
    expect(error).toMatchObject({
      status: 429,
      code: 'limit_reached',
      limitReached: true,
      message: messages.limitReached,
    });
  });

  it('maps a non-JSON failure by status', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 503 }));
    expect(await failure(api.config())).toMatchObject({ status: 503, code: 'service_unavailable' });
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(api.topRated(8))).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('rejects an answer that breaks the contract', async () => {
    vi.stubGlobal('fetch', async () => json(200, { results: [{ id: 'x' }] }));
    expect(await failure(api.topRated(8))).toMatchObject({ code: 'invalid_response' });
  });

  it('posts the search body as JSON', async () => {
    const fetchMock = vi.fn(async () => json(404, { error: 'not_found', message: messages.movieNotFound }));
    vi.stubGlobal('fetch', fetchMock);
    await failure(api.search({ query: 'The Matrix (1999)', token: 'tok', id: 603, type: 'movie' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/search',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ query: 'The Matrix (1999)', token: 'tok', id: 603, type: 'movie' }),
      }),
    );
  });
});
