import type { Browser, BrowserContext, Page } from '@playwright/test';
import axe from 'axe-core';

/** One axe finding, as a test failure message names it. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * A visitor whose pages axe can run in: the site's Content-Security-Policy blocks the injected
 * script, so the context bypasses it (nothing else about the pages changes). `theme` is stored
 * as the theme toggle stores it, before the first page loads.
 */
export async function newAxeVisitor(
  browser: Browser,
  ip: number,
  options: { viewport?: { width: number; height: number }; theme: 'light' | 'dark' },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    bypassCSP: true,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${ip}` },
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  const page = await context.newPage();
  return { context, page };
}

/** axe-core's WCAG 2.x A and AA rules (and its best practices) on the page as it is now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
}
