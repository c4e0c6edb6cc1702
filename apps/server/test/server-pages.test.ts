import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestClient } from '@reelatlas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PAGE_CSS, SERVER_PAGE_THEME_PATH, THEME_SCRIPT } from '../src/routes/server-page.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// The pages the server writes itself (the one-click unsubscribe, the outbox, the test billing)
// wear the site's look: its theme, dark or light as the visitor chose, and its header. The
// layout itself, parsed as a browser parses it: server-page-layout.test.ts.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const webCss = readFileSync(join(import.meta.dirname, '../../web/src/index.css'), 'utf8');

/** `--ra-*` colours of one block (`:root` or `.dark`) of a stylesheet. */
function palette(css: string, selector: ':root' | '.dark'): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/(--ra-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
  );
}

describe('server-rendered pages', () => {
  it('each has the site header linking home, the dark theme by default, the theme script, one heading', async () => {
    const client = new TestClient(server.url, '198.18.44.1', server.origin);
    const token = server.deps.unsubscribeTokens.sign('someone');
    for (const [path, heading, method] of [
      [`/mail/unsubscribe?token=${token}`, 'Stop availability e-mails?', 'GET'],
      [`/mail/unsubscribe?token=${token}`, 'Unsubscribed', 'POST'],
      ['/mail/unsubscribe?token=forged', 'Unsubscribe', 'GET'],
      ['/dev/mail', 'Development outbox', 'GET'],
    ] as const) {
      const res = await client.request(path, { method });
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const text = await res.text();
      expect(text, path).toMatch(/<html lang="en" class="dark">/);
      expect(text).toMatch(
        /<header class="site-header"><a href="\/"><svg [^>]*>.*<\/svg> ReelAtlas<\/a><\/header>/,
      );
      expect(text.match(/<h1>/g)).toHaveLength(1);
      expect(text).toContain(`<h1>${heading}</h1>`);
      expect(text).toContain(`<title>${heading} · ReelAtlas</title>`);
      expect([...text.matchAll(/<script([^>]*)>/g)].map((m) => m[1])).toEqual([
        ` src="${SERVER_PAGE_THEME_PATH}"`,
      ]);
      expect(text).not.toMatch(/ style="/);
    }
  });

  it('uses the web app’s colours in both themes', () => {
    for (const selector of [':root', '.dark'] as const) {
      // The planner map's classes (`--ra-map-*`) colour only the web's map: no server page has one.
      const web = Object.fromEntries(
        Object.entries(palette(webCss, selector)).filter(([name]) => !name.startsWith('--ra-map-')),
      );
      expect(Object.keys(web).length).toBeGreaterThan(10);
      expect(palette(SERVER_PAGE_CSS, selector)).toEqual(web);
    }
  });

  it('serves its theme script from this site, which the CSP allows (no inline script is)', async () => {
    const res = await fetch(`${server.url}${SERVER_PAGE_THEME_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(await res.text()).toBe(THEME_SCRIPT);
    const page = await fetch(`${server.url}/mail/unsubscribe?token=forged`);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'(;| )/);
  });
});
