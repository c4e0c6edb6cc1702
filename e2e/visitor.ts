import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * The server counts anonymous searches per client IP. Every test comes from 127.0.0.1, so each
 * visitor gets its own documentation-range address through x-forwarded-for (TRUST_PROXY=1).
 */
export async function newVisitor(
  browser: Browser,
  ip: number,
  options: {
    viewport?: { width: number; height: number };
    /** Lets a spec inject axe-core (e2e/axe.ts) past the app's CSP. */
    bypassCsp?: boolean;
    /** The browser's language (navigator.languages and Accept-Language), e.g. 'ja-JP'. */
    locale?: string;
    /** The browser's time zone, e.g. 'Asia/Tokyo'. */
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${ip}` },
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.bypassCsp ? { bypassCSP: true } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Top-rated titles straight from the API, to know what the grid shows. */
export async function topRated(
  page: Page,
  limit: number,
): Promise<{ id: number; type: string; title: string }[]> {
  const response = await page.request.get(`/api/top-rated?limit=${limit}`);
  const body = (await response.json()) as { results: { id: number; type: string; title: string }[] };
  return body.results;
}

/** A poster button's title: the alt text of its image or the label of its generated card. */
export async function posterTitle(poster: Locator): Promise<string> {
  return poster.evaluate((button) => {
    const image = button.querySelector('img[alt], [role="img"][aria-label]');
    return image?.getAttribute('alt') ?? image?.getAttribute('aria-label') ?? '';
  });
}
