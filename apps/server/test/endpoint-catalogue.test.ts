import { readdirSync, readFileSync } from 'node:fs';
import { endpointCatalogue } from '@reelatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORWARDED_AUTH_ENDPOINTS } from '../src/routes/auth.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Each endpoint is described once, in packages/contracts/src/endpoints, and both sides follow
// it: the server's OpenAPI routes are built from the catalogue (routes/openapi-route.ts), and
// the web calls only catalogue entries (scripts/test/web-api-paths.test.ts).

const catalogue = Object.entries(endpointCatalogue());
const operation = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const routesDir = new URL('../src/routes/', import.meta.url);
const routeSources = readdirSync(routesDir)
  // openapi-route.ts is where createRoute is called, once for every catalogue route.
  .filter((name) => name.endsWith('.ts') && name !== 'openapi-route.ts')
  .map((name) => readFileSync(new URL(name, routesDir), 'utf8'))
  .join('\n');

let server: TestServer;
let documented: string[];
let searchResponses: string[];

beforeAll(async () => {
  server = await startTestServer();
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  searchResponses = Object.keys(doc.paths['/api/search']?.post?.responses ?? {});
  documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => operation(method, path)),
  );
});
afterAll(() => server.stop());

describe('the endpoint catalogue', () => {
  it('documents a free-only search that is not free as an answer (200), never a 409', () => {
    expect(searchResponses).toContain('200');
    expect(searchResponses).toContain('429');
    expect(searchResponses).not.toContain('409');
  });

  it('names each method and path once', () => {
    const operations = catalogue.map(([, endpoint]) => operation(endpoint.method, endpoint.path));
    expect(new Set(operations).size).toBe(operations.length);
  });

  it("is the server's API: every catalogue route is served, and every served route is in the catalogue", () => {
    const ours = catalogue
      .filter(([, endpoint]) => endpoint.servedBy !== 'better-auth')
      .map(([, endpoint]) => operation(endpoint.method, endpoint.path));
    const served = documented.filter((op) => !op.split(' ')[1]?.startsWith('/api/auth/'));
    expect(served.sort()).toEqual(ours.sort());
  });

  it('builds every OpenAPI route of the server from its catalogue entry, exactly once', () => {
    for (const [name, endpoint] of catalogue) {
      if (endpoint.servedBy) continue;
      const uses = routeSources.match(new RegExp(`openApiRoute\\(${name}\\b`, 'g')) ?? [];
      expect(uses.length, name).toBe(1);
    }
    // No route of ours is declared any other way.
    expect(routeSources).not.toMatch(/\bcreateRoute\(\{/);
  });

  it('lets through every Better Auth endpoint the web calls', () => {
    for (const [name, endpoint] of catalogue) {
      if (endpoint.servedBy !== 'better-auth') continue;
      expect(FORWARDED_AUTH_ENDPOINTS[endpoint.path], name).toContain(endpoint.method.toUpperCase());
    }
  });
});
