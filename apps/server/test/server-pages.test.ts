import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TestClient } from '@reelatlas/testing';
import { html } from 'hono/html';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PAGE_CSS, SERVER_PAGE_THEME_PATH, serverPage } from '../src/routes/server-page.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// The pages the server writes itself (the one-click unsubscribe, the outbox, the test billing)
// wear the site's look: its theme, dark or light as the visitor chose, and its header.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const webCss = readFileSync(fileURLToPath(new URL('../../web/src/index.css', import.meta.url)), 'utf8');

/** `--ra-*` colours of one block (`:root` or `.dark`) of a stylesheet. */
function palette(css: string, selector: ':root' | '.dark'): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--ra-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
}

async function page(path: string, init?: RequestInit) {
  const res = await new TestClient(server.url, '198.18.44.1', server.origin).request(path, init);
  return { res, document: new JSDOM(await res.text()).window.document };
}

describe('server-rendered pages', () => {
  it('each has the site header linking home, the theme, one heading, and no inline script', async () => {
    const token = server.deps.unsubscribeTokens.sign('someone');
    for (const [path, heading, init] of [
      [`/mail/unsubscribe?token=${token}`, 'Stop availability e-mails?'],
      [`/mail/unsubscribe?token=${token}`, 'Unsubscribed', { method: 'POST' }],
      ['/mail/unsubscribe?token=forged', 'Unsubscribe'],
      ['/dev/mail', 'Development outbox'],
    ] as const) {
      const { res, document } = await page(path, init);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const home = document.querySelector('header a[href="/"]');
      expect(home?.textContent?.trim(), path).toBe('ReelAtlas');
      expect(document.documentElement.classList.contains('dark'), path).toBe(true);
      expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('dark light');
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.querySelector('h1')?.textContent).toBe(heading);
      expect(document.title).toBe(`${heading} · ReelAtlas`);
      const scripts = [...document.querySelectorAll('script')];
      expect(scripts.map((s) => s.getAttribute('src'))).toEqual([SERVER_PAGE_THEME_PATH]);
      expect(scripts.every((s) => !s.textContent?.trim())).toBe(true);
      expect(document.querySelector('style')?.textContent).toBe(SERVER_PAGE_CSS);
      expect(document.querySelector('[style]')).toBeNull();
    }
  });

  it('uses the web app’s colours in both themes', () => {
    for (const selector of [':root', '.dark'] as const) {
      const web = palette(webCss, selector);
      expect(Object.keys(web).length).toBeGreaterThan(10);
      expect(palette(SERVER_PAGE_CSS, selector)).toEqual(web);
    }
  });

  it('serves its theme script from this site (the CSP allows no inline script), applying a stored light theme', async () => {
    const res = await fetch(`${server.url}${SERVER_PAGE_THEME_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const script = await res.text();
    const { res: unsubscribe } = await page('/mail/unsubscribe?token=forged');
    expect(unsubscribe.headers.get('content-security-policy')).toMatch(/script-src 'self'/);

    for (const [stored, dark] of [
      ['light', false],
      ['dark', true],
      [null, true],
    ] as const) {
      const dom = new JSDOM('<!doctype html><html class="dark"><body></body></html>', {
        url: 'http://reelatlas.test/mail/unsubscribe',
        runScripts: 'outside-only',
      });
      if (stored) dom.window.localStorage.setItem('theme', stored);
      dom.window.eval(script);
      expect(dom.window.document.documentElement.classList.contains('dark'), String(stored)).toBe(dark);
    }
  });

  it('escapes everything it is given', () => {
    const hostile = '</title><script>alert(1)</script>';
    const text = serverPage({ title: hostile, body: html`<p>${hostile}</p>` }).toString();
    const document = new JSDOM(text).window.document;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe(hostile);
    expect(document.querySelector('main p')?.textContent).toBe(hostile);
  });
});
