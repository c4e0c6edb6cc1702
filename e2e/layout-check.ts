import { expect, type Page } from '@playwright/test';
import { settle } from './settle.ts';

/** A text that does not fit: where it is, what it says, and how. */
interface Misfit {
  element: string;
  text: string;
  problem: string;
}

/**
 * Every visible text on the page fits its box and the viewport: no text container is wider
 * inside than it shows (scrollWidth > clientWidth: clipped or spilling), nothing is drawn past
 * the viewport's edges, and the page itself never scrolls sideways. Texts inside a container
 * that scrolls on purpose (overflow-x auto or scroll, a list of chips) are judged by that
 * container; screen-reader-only texts (1 px boxes) are not drawn and are left out.
 */
export async function misfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(() => {
    const found: { element: string; text: string; problem: string }[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push({
        element: 'html',
        text: '',
        problem: `the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`,
      });
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}.${(element.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.')}`;
    const scrollsOnPurpose = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    // Screen-reader only (Tailwind's sr-only: clipped to nothing), itself or inside such a box.
    const screenReaderOnly = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath === 'inset(50%)' || /^rect\(0px/.test(style.clip)) return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText) continue;
      const box = element.getBoundingClientRect();
      // Not drawn: hidden, or screen-reader only.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (scrollsOnPurpose(element) || screenReaderOnly(element)) continue;
      // ALTCHA's own widget (invisible mode) keeps its "Protected by ALTCHA" line off-screen.
      if (element.closest('altcha-widget')) continue;
      const text = ownText.slice(0, 60);
      const html = element as HTMLElement;
      if (style.display !== 'inline' && html.clientWidth > 0 && html.scrollWidth > html.clientWidth + 1)
        found.push({
          element: describe(element),
          text,
          problem: `wider inside than shown (${html.scrollWidth} > ${html.clientWidth})`,
        });
      if (box.right > width + 1 || box.left < -1)
        found.push({
          element: describe(element),
          text,
          problem: `outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`,
        });
    }
    return found;
  });
}

/** Fails with every misfit on the page, named with `where`. */
export async function expectEverythingFits(page: Page, where: string): Promise<void> {
  // Let a transition or a late chunk settle before measuring.
  await settle(page);
  expect(await misfits(page), `texts that do not fit: ${where}`).toEqual([]);
}
