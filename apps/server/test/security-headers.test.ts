import { solveAltcha, TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testClock } from './test-server.ts';

// The hottest answers (autocomplete, search) are built with the security set as one plain object
// (securedResponse); everything else gets it from the middleware. Both must send the same set.
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const securitySet = (response: Response) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: testClock('2026-11-21T12:00:00Z') });
});
afterAll(() => server?.stop());

async function searchAs(client: TestClient) {
  const token = await solveAltcha(server.url);
  return client.request('/api/search', { method: 'POST', json: { token, query: 'The Matrix (1999)' } });
}

describe('security headers', () => {
  it('are the same on a page, a plain API answer, autocomplete and a search answer', async () => {
    const page = await fetch(`${server.url}/`);
    const expected = securitySet(page);
    expect(Object.values(expected).every((value) => value !== null)).toBe(true);

    const config = await fetch(`${server.url}/api/config`);
    const autocomplete = await fetch(`${server.url}/api/autocomplete?q=matrix`);
    const search = await searchAs(new TestClient(server.url, '198.51.100.77'));
    for (const response of [config, autocomplete, search]) {
      expect(response.status).toBe(200);
      expect(securitySet(response)).toEqual(expected);
    }
    expect(autocomplete.headers.get('cache-control')).toBe('public, max-age=300');
    expect(autocomplete.headers.get('content-type')).toBe('application/json');
    expect(search.headers.get('cache-control')).toBe('no-store');
    expect(search.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('keep headers set before the answer: a first search still gets its device cookie', async () => {
    const visitor = new TestClient(server.url, '198.51.100.78');
    const first = await searchAs(visitor);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().some((cookie) => cookie.startsWith('ra_device='))).toBe(true);
    expect(securitySet(first)['x-frame-options']).toBe('SAMEORIGIN');

    // The same browser again: no new cookie, and the answer goes the fast way with the same set.
    const again = await searchAs(visitor);
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(securitySet(again)).toEqual(securitySet(first));
  });

  it('on a refusal too (a bad autocomplete input is answered by the validator)', async () => {
    const refused = await fetch(`${server.url}/api/autocomplete?q=x`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
