import { el } from './dom.ts';

const HOME_HEADING = 'ReelAtlas';
const HOME_TAGLINE = 'Find where to stream any movie or TV show, in every country.';

/** HomePage's heading block, as HomePage renders it (its tagline is the page's largest text). */
export function homeShell(doc: Document): HTMLElement {
  return el(
    doc,
    'div',
    'mx-auto flex max-w-5xl flex-col gap-8',
    el(
      doc,
      'header',
      'flex flex-col gap-2 pt-4 text-center sm:pt-10',
      el(doc, 'h1', 'text-4xl font-extrabold tracking-tight sm:text-5xl', HOME_HEADING),
      el(doc, 'p', 'text-muted', HOME_TAGLINE),
    ),
  );
}
