import { FIRST_VIEWS_ID, splitLocalePath } from '@reelatlas/contracts';
import type { FirstViews } from './first-view-slots.ts';

/**
 * The first views in the page (a data block the server filled in the page's language), and the
 * page's path without its language prefix. Null when the block is missing, unreadable or in
 * another language than the address (the worker's offline copy of index.html is English's):
 * then nothing is painted before the app, rather than a flash of another language.
 */
export function readFirstViews(doc: Document, pathname: string): { views: FirstViews; path: string } | null {
  const block = doc.getElementById(FIRST_VIEWS_ID);
  if (block?.tagName !== 'SCRIPT') return null;
  const { locale, path } = splitLocalePath(pathname);
  if (block.dataset.lang !== (locale ?? 'en')) return null;
  try {
    const views = JSON.parse(block.textContent ?? '') as FirstViews;
    return typeof views?.home === 'string' &&
      typeof views.title === 'object' &&
      typeof views.facts === 'object' &&
      views.title &&
      views.facts
      ? { views, path }
      : null;
  } catch {
    return null;
  }
}
