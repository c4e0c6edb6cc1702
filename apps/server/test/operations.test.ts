import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

const themeScript = "document.documentElement.dataset.theme = localStorage.getItem('theme') || 'dark';";
let server: TestServer;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ra-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script>${themeScript}</script><script type="module" src="/assets/app-abc.js"></script></head><body>SPA</body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"ReelAtlas"}');
  server = await startTestServer({ webDistDir: dist });
});
afterAll(() => server?.stop());

describe('operations', () => {
  it('GET /healthz reports the database', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', catalog: 'demo' });
  });

  it('serves the OpenAPI document with every public route, and the docs UI', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/autocomplete',
        '/api/search',
        '/api/top-rated',
        '/api/regions',
        '/api/quota',
        '/api/config',
        '/api/lists/{list}',
        '/api/me',
        '/api/me/export',
        '/api/create-checkout-session',
        '/api/check-subscription',
        '/api/billing/webhook',
        '/api/banned-ips',
        '/api/contact',
        // Better Auth's routes, from its own schema.
        '/api/auth/sign-up/email',
        '/api/auth/sign-in/email',
        '/api/auth/request-password-reset',
        '/api/auth/sign-out',
      ]),
    );
    // Every reference in the merged document points at a schema it carries.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    const schemas = Object.keys((doc as { components?: { schemas?: object } }).components?.schemas ?? {});
    expect(refs.filter((name) => !schemas.includes(name))).toEqual([]);
    // The search answer documents the searched title's recent changes it may carry.
    const search = JSON.stringify(doc.paths['/api/search']);
    expect(search).toContain('"changes"');
    expect(search).toContain('Only in an answer to the caller who searched the title.');
    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('/api/docs/init.js');
    expect(await (await fetch(`${server.url}/api/docs/init.js`)).text()).toContain('/api/openapi.json');
    expect((await fetch(`${server.url}/api/docs/swagger-ui-bundle.js`)).status).toBe(200);
  });

  it('groups every operation of the API reference under one of its named groups, none under "default"', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      tags?: { name: string; description?: string }[];
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const groups = (doc.tags ?? []).map((tag) => tag.name);
    expect(groups).toEqual(
      expect.arrayContaining(['Search', 'Titles', 'Lists', 'Account', 'Billing', 'Admin']),
    );
    expect((doc.tags ?? []).every((tag) => Boolean(tag.description))).toBe(true);
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          tags: operation.tags ?? [],
        })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const untagged = operations.filter((op) => op.tags.length !== 1 || !groups.includes(op.tags[0] ?? ''));
    expect(untagged).toEqual([]);
    const tagOf = (name: string) => operations.find((op) => op.name === name)?.tags[0];
    expect(tagOf('POST /api/search')).toBe('Search');
    expect(tagOf('GET /api/lists/{list}')).toBe('Lists');
    expect(tagOf('POST /api/auth/sign-in/email')).toBe('Sign-in');
    expect(tagOf('POST /api/billing/webhook')).toBe('Billing');
    expect(tagOf('GET /api/banned-ips')).toBe('Admin');
    expect(tagOf('GET /api/me/planner')).toBe('Planner');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('sends security headers, with the inline theme script allowed by its hash only', async () => {
    const res = await fetch(`${server.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves the SPA for client-side routes, and hashed assets with a long cache', async () => {
    for (const path of ['/', '/movie?id=movie:603', '/most-searched', '/profile/maria']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('SPA');
    }
    // An address the app has no page for still loads the app (its "Page not found"), as a 404.
    const unknown = await fetch(`${server.url}/some/deep/link`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('SPA');
    const asset = await fetch(`${server.url}/assets/app-abc.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the service worker and the manifest unhashed and revalidated, so a new version is seen on the next visit', async () => {
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const strict = await startTestServer({
      env: { TRUST_PROXY: '0' },
      clock: testClock('2026-11-21T10:00:00Z'),
    });
    try {
      const a = new TestClient(strict.url, '203.0.113.1');
      const b = new TestClient(strict.url, '203.0.113.2');
      // Both "IPs" are really 127.0.0.1: usage recorded for one shows for the other.
      await strict.deps.quota.consume({
        day: '2026-11-21',
        counters: [{ key: 'ip:127.0.0.1', limit: 2 }],
        limit: 2,
        viewerKey: 'x',
        titleKey: 'movie:1',
      });
      expect((await a.json('/api/quota')).body).toMatchObject({ used: 1 });
      expect((await b.json('/api/quota')).body).toMatchObject({ used: 1 });
    } finally {
      await strict.stop();
    }
  });
});
