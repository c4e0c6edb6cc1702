import { PAGE_META } from '@reelatlas/contracts';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { RouteHead } from './RouteHead.tsx';
import { removeServerHead } from './server-head.ts';

afterEach(cleanup);

const head = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map(
    (el) => el.getAttribute('content') ?? el.getAttribute('href') ?? '',
  );

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <RouteHead />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteHead', () => {
  it("names the page's address in the language shown, and every language's, as the server does", async () => {
    try {
      await activateLocale('ar');
      renderAt('/faq');
      const origin = window.location.origin;
      expect(head('link[rel="canonical"]')).toEqual([`${origin}/ar/faq`]);
      const alternates = head('link[rel="alternate"]');
      expect(alternates).toHaveLength(14);
      expect(alternates).toContain(`${origin}/de/faq`);
      expect(head('link[rel="alternate"][hreflang="x-default"]')).toEqual([`${origin}/faq`]);
    } finally {
      await activateLocale('en');
    }
  });

  it('describes the page in the language shown', async () => {
    try {
      await activateLocale('de');
      const router = renderAt('/faq');
      await act(async () => {});
      expect(head('meta[property="og:title"]')).toEqual(['Häufige Fragen · ReelAtlas']);
      expect(head('meta[name="description"]')[0]).toMatch(/^Antworten zu Tageslimits/);
      await act(() => router.navigate('/'));
      expect(head('meta[name="description"]')[0]).toMatch(/^ReelAtlas: Finde heraus/);
    } finally {
      await activateLocale('en');
    }
  });

  it("renders the page's description, Open Graph tags and canonical link, and swaps them on navigation", async () => {
    const router = renderAt('/faq');
    expect(head('meta[name="description"]')).toEqual([PAGE_META['/faq'].description]);
    expect(head('meta[property="og:title"]')).toEqual(['Frequently Asked Questions · ReelAtlas']);
    expect(head('meta[property="og:description"]')).toEqual([PAGE_META['/faq'].description]);
    expect(head('link[rel="canonical"]')).toEqual([`${window.location.origin}/faq`]);

    await act(() => router.navigate('/privacy'));
    expect(head('meta[name="description"]')).toEqual([PAGE_META['/privacy'].description]);
    expect(head('meta[property="og:title"]')).toEqual(['Privacy Policy · ReelAtlas']);
    expect(head('link[rel="canonical"]')).toEqual([`${window.location.origin}/privacypolicy`]);

    // A page without a table entry: the site's defaults, and no canonical link.
    await act(() => router.navigate('/watchlist'));
    expect(head('meta[property="og:title"]')).toEqual(['ReelAtlas — where to stream, in every country']);
    expect(head('meta[name="description"]')).toHaveLength(1);
    expect(head('link[rel="canonical"]')).toEqual([]);

    // A title page writes its own head once the title is known (TitleHead), so none here.
    await act(() => router.navigate('/movie?id=movie:603'));
    expect(head('meta[name="description"]')).toEqual([]);
  });
});

describe('removeServerHead', () => {
  it("drops only the tags the server wrote for the first page, so the app's own are never doubled", () => {
    document.head.innerHTML = `
      <meta charset="utf-8">
      <title>Server title</title>
      <meta name="description" content="server" data-server-head>
      <meta property="og:title" content="server" data-server-head>
      <link rel="canonical" href="https://x.example/faq" data-server-head>
      <script type="application/ld+json" data-server-head>{}</script>
      <link rel="icon" href="/favicon.ico">`;
    removeServerHead();
    expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(0);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(document.head.querySelector('title')?.textContent).toBe('Server title');
    document.head.innerHTML = '';
  });
});
