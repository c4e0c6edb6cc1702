import { el } from './dom.ts';

/**
 * The layout RootLayout renders around every page, with the same classes, so the page's content
 * sits where React will put it. The header is its empty bar: what it holds (links, theme,
 * account) depends on state only the app knows, and appears with the app without moving anything.
 */
export function appFrame(doc: Document, content: Node): HTMLElement {
  const bar = el(doc, 'div', 'mx-auto flex h-14 max-w-6xl items-center gap-4 px-4');
  const main = el(doc, 'main', 'w-full flex-1 px-4 py-6 outline-none sm:py-8', content);
  main.id = 'main';
  main.tabIndex = -1;
  return el(
    doc,
    'div',
    'flex min-h-dvh flex-col',
    el(doc, 'header', 'border-b border-border bg-surface/80 backdrop-blur', bar),
    main,
  );
}
