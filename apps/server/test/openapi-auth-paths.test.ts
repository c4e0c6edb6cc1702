import { TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORWARDED_AUTH_ENDPOINTS } from '../src/routes/auth.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Better Auth documents every endpoint it has; a client generated from our document must not
// find operations there that answer 404 (update-user, delete-user, list-sessions, …).
let server: TestServer;
let doc: { paths: Record<string, Record<string, { parameters?: { in?: string; name?: string }[] }>> };

beforeAll(async () => {
  server = await startTestServer();
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as typeof doc;
});
afterAll(() => server?.stop());

const authOperations = () =>
  Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/auth/'))
    .flatMap(([path, item]) => Object.keys(item).map((method) => [method.toUpperCase(), path] as const));

describe('the Better Auth part of /api/openapi.json', () => {
  it('lists exactly the endpoints and methods the server forwards', () => {
    const served = Object.entries(FORWARDED_AUTH_ENDPOINTS).flatMap(([path, methods]) =>
      methods.map((method) => `${method} ${path}`),
    );
    expect(
      authOperations()
        .map(([method, path]) => `${method} ${path}`)
        .sort(),
    ).toEqual(served.sort());
    for (const hidden of ['/api/auth/update-user', '/api/auth/delete-user', '/api/auth/list-sessions'])
      expect(doc.paths[hidden]).toBeUndefined();
    // Served at a fixed path, so no path parameter is left to fill.
    const callback = doc.paths['/api/auth/callback/google']?.get;
    expect(callback?.parameters?.some((p) => p.in === 'path')).toBe(false);
    expect(doc.paths['/api/auth/callback/{id}']).toBeUndefined();
  });

  it('every listed operation is served: none answers 404', async () => {
    const client = new TestClient(server.url, '198.18.77.1', server.origin);
    const operations = authOperations();
    expect(operations.length).toBeGreaterThanOrEqual(10);
    for (const [method, path] of operations) {
      const res = await client.request(path, {
        method,
        redirect: 'manual',
        ...(method === 'POST' ? { json: {} } : {}),
      });
      expect(res.status, `${method} ${path}`).not.toBe(404);
      await res.body?.cancel();
    }
  });
});
