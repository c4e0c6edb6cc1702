import { titleHeroData } from '../features/title/title-hero-data.ts';
import { type FirstViews, SLOT_PATTERN, titleVariant } from './first-view-slots.ts';
import { titleForShell } from './stored-title.ts';

export interface FirstViewContext {
  location: Pick<Location, 'pathname' | 'search'>;
  historyState: unknown;
  readStoredTitle: () => string | null;
}

type SlotValues = Record<string, string | readonly string[]>;

/** The pre-rendered view of this page and its values, or null for pages without one. */
function viewFor(views: FirstViews, context: FirstViewContext): { html: string; values: SlotValues } | null {
  const { pathname, search } = context.location;
  if (pathname === '/') return { html: views.home, values: {} };
  if (pathname !== '/movie' && pathname !== '/movieoverlay') return null;
  const movie = titleForShell(search, context.historyState, context.readStoredTitle());
  if (!movie) return null;
  // English only: the paint is skipped on other languages' paths.
  const { facts } = views;
  const hero = titleHeroData(
    movie,
    (id, values) => {
      if (id === 'kind.movie') return facts.movie;
      if (id === 'kind.tv') return facts.tv;
      if (id === 'kind.noDescription') return facts.noDescription;
      const count = Number(values?.count);
      return count === 1 ? facts.oneSeason : facts.seasons.replace(SLOT_PATTERN, String(count));
    },
    'en',
  );
  return {
    html: views.title[titleVariant(hero)],
    values: {
      title: hero.title,
      thumbnail: hero.thumbnail ?? '',
      initials: hero.card.initials,
      background: hero.card.background,
      fact: hero.facts,
      rating: hero.rating ?? '',
      description: hero.description,
    },
  };
}

/**
 * Fills the slots under `root`: attributes and text get their value as text (never parsed as
 * HTML), and an element whose whole text is a list's slot is repeated once per item.
 */
function fillSlots(root: DocumentFragment, values: SlotValues): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  const elements: Element[] = [];
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) texts.push(node as Text);
    else elements.push(node as Element);
  }
  const fill = (text: string) =>
    text.replace(SLOT_PATTERN, (_, name: string) => {
      const value = values[name];
      return typeof value === 'string' ? value : '';
    });
  for (const element of elements)
    for (const { name, value } of [...element.attributes])
      if (value.includes('\uE000')) element.setAttribute(name, fill(value));
  for (const text of texts) {
    if (!text.data.includes('\uE000')) continue;
    const list = values[text.data.replace(SLOT_PATTERN, '$1')];
    const item = text.parentElement;
    if (Array.isArray(list) && item && item.childNodes.length === 1) {
      item.replaceWith(
        ...list.map((entry) => {
          const copy = item.cloneNode() as Element;
          copy.textContent = entry;
          return copy;
        }),
      );
    } else text.data = fill(text.data);
  }
}

/**
 * Puts the first view of `/` or of the title page (the stored title) into #root, so it paints
 * with the HTML (FCP and LCP) instead of after the app's JavaScript. The markup is the app's own
 * (pre-rendered at build time); React's first commit replaces it (a root clears its container)
 * with elements of the same size, so there is no second, larger paint.
 */
export function paintFirstView(root: HTMLElement, views: FirstViews, context: FirstViewContext): boolean {
  const view = viewFor(views, context);
  if (!view) return false;
  // The build's own markup, parsed inert (a template: its poster does not load with the slot as
  // its address); the stored title's values go in as text.
  const template = root.ownerDocument.createElement('template');
  template.innerHTML = view.html;
  fillSlots(template.content, view.values);
  root.replaceChildren(template.content);
  return true;
}
