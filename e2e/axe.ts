import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe-core in the browser, for any spec: `expectNoAxeViolations(page, 'the planner, dark')`.
 * The app's CSP allows only its own hashed inline scripts, so the page's context must be made
 * with `bypassCSP: true` (newVisitor's `bypassCsp` option) for axe to be injected.
 */

export type Theme = 'light' | 'dark';

/**
 * Rules run on top of axe's defaults. Experimental in axe, but a real WCAG 2.5.3 failure (a
 * control whose name does not contain its visible words breaks speech input).
 */
const EXTRA_RULES = ['label-content-name-mismatch'] as const;

/** Switches the page's theme as the header's toggle does (class on <html>, stored), no reload. */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((next) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    document.documentElement.style.colorScheme = next;
    localStorage.setItem('theme', next);
  }, theme);
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** axe's violations on the page as it is now (or inside `include`, a CSS selector). */
export async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: axe.source });
    // A control's colour transition (150 ms) outlasts two frames on a loaded machine, and axe
    // would read a colour halfway between the themes: checked pages show their end state at once.
    await page.addStyleTag({
      content: '*,*::before,*::after{transition:none!important;animation:none!important}',
    });
  }
  // Transitions and animations would let axe read colours halfway through a theme change.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(
    async ({ context, extra }) => {
      const run = (window as unknown as { axe: typeof import('axe-core') }).axe.run;
      const result = await run(context ? { include: [context] } : document, {
        rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          summary: node.failureSummary ?? '',
        })),
      }));
    },
    { context: include ?? null, extra: [...EXTRA_RULES] },
  );
}

/** Fails with a readable list (rule, what it asks, each element and why) when axe finds anything. */
export async function expectNoAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  const report = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    ...violation.nodes.map((node) => `  ${node.target}\n    ${node.summary.replace(/\n/g, '\n    ')}`),
  ]);
  expect(report, `axe on ${label}`).toEqual([]);
}
