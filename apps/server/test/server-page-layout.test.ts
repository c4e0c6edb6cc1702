// @vitest-environment jsdom
import { html } from 'hono/html';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_PAGE_THEME_PATH, serverPage, THEME_SCRIPT } from '../src/routes/server-page.ts';

/** Parsed as a browser parses it. */
const parse = (text: string) => new DOMParser().parseFromString(text, 'text/html');

describe('the server pages’ layout', () => {
  it('a header with the site name linking home, one heading, the theme script, a banner above', () => {
    const page = parse(
      serverPage({
        title: 'Checkout',
        tabTitle: 'Checkout — TEST MODE',
        body: html`<p>Hi</p>`,
        banner: html`<p role="note">TEST</p>`,
      }).toString(),
    );
    const home = page.querySelector('header a[href="/"]');
    expect(home?.textContent?.trim()).toBe('ReelAtlas');
    expect(home?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.title).toBe('Checkout — TEST MODE · ReelAtlas');
    expect(
      page.querySelector('[role="note"]')?.compareDocumentPosition(page.querySelector('main') as Node),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect([...page.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual([
      SERVER_PAGE_THEME_PATH,
    ]);
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('escapes everything it is given', () => {
    const hostile = '</title><script>alert(1)</script><img src=x onerror=alert(2)>';
    const page = parse(serverPage({ title: hostile, body: html`<p>${hostile}</p>` }).toString());
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelectorAll('img')).toHaveLength(0);
    expect(page.querySelector('h1')?.textContent).toBe(hostile);
    expect(page.querySelector('main p')?.textContent).toBe(hostile);
  });

  describe('the theme script', () => {
    beforeEach(() => {
      localStorage.clear();
      document.documentElement.className = 'dark';
      document.documentElement.style.colorScheme = '';
    });

    it('switches to light when the visitor chose light in the app', () => {
      localStorage.setItem('theme', 'light');
      new Function(THEME_SCRIPT)();
      expect(document.documentElement.classList.contains('dark')).toBe(false);
      expect(document.documentElement.style.colorScheme).toBe('light');
    });

    it('keeps dark (the app’s default) otherwise', () => {
      new Function(THEME_SCRIPT)();
      expect(document.documentElement.classList.contains('dark')).toBe(true);
      localStorage.setItem('theme', 'dark');
      new Function(THEME_SCRIPT)();
      expect(document.documentElement.classList.contains('dark')).toBe(true);
    });
  });
});
