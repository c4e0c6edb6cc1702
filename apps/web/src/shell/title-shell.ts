import type { TitleDetails } from '@reelatlas/contracts';
import { formatRating, titleFactTexts } from '../features/title/title-facts-text.ts';
import { titleHue, titleInitials } from '../lib/initials.ts';
import { el } from './dom.ts';

/** Poster as components/Poster.tsx draws it on the title page (an eager image, or the title card). */
function poster(doc: Document, movie: TitleDetails): HTMLElement {
  const size = 'mx-auto aspect-[2/3] w-48 rounded-xl border border-border sm:w-full';
  if (movie.thumbnail) {
    const img = el(doc, 'img', `object-cover ${size}`);
    img.src = movie.thumbnail;
    img.alt = movie.title;
    img.width = 342;
    img.height = 513;
    img.loading = 'eager';
    img.decoding = 'async';
    return img;
  }
  const hue = titleHue(movie.title);
  const card = el(
    doc,
    'div',
    `flex flex-col items-center justify-center gap-2 overflow-hidden text-center text-white p-3 ${size}`,
    el(doc, 'span', 'text-3xl font-bold tracking-wide', titleInitials(movie.title)),
    el(doc, 'span', 'line-clamp-3 text-xs font-medium text-white/90', movie.title),
  );
  card.setAttribute('role', 'img');
  card.setAttribute('aria-label', movie.title);
  for (const span of card.children) span.setAttribute('aria-hidden', 'true');
  card.style.background = `linear-gradient(160deg, hsl(${hue} 45% 32%), hsl(${(hue + 40) % 360} 50% 16%))`;
  return card;
}

/** The box of TitleFacts' star icon (lucide's classes, sized by size-4); the app draws the star. */
function starBox(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'lucide lucide-star size-4 fill-accent text-accent');
  svg.setAttribute('aria-hidden', 'true');
  return svg;
}

/** TitleFacts' line. */
function facts(doc: Document, movie: TitleDetails): HTMLElement {
  const line = el(doc, 'p', 'flex flex-wrap items-center gap-x-3 gap-y-1 text-muted');
  for (const fact of titleFactTexts(movie)) line.append(el(doc, 'span', '', fact));
  if (movie.rating !== null) {
    line.append(
      el(
        doc,
        'span',
        'inline-flex items-center gap-1 font-semibold text-fg',
        starBox(doc),
        el(doc, 'span', '', formatRating(movie.rating), el(doc, 'span', 'font-normal text-muted', '/10')),
      ),
    );
  }
  return line;
}

/**
 * The top of TitleView (poster, heading, facts, description: the page's largest text), as it
 * renders it; the actions and the streaming offers below come with the app.
 */
export function titleShell(doc: Document, movie: TitleDetails): HTMLElement {
  return el(
    doc,
    'article',
    'mx-auto flex max-w-5xl flex-col gap-8',
    el(
      doc,
      'div',
      'grid gap-6 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-8',
      poster(doc, movie),
      el(
        doc,
        'div',
        'flex flex-col gap-4',
        el(doc, 'h1', 'text-2xl font-bold sm:text-3xl', movie.title),
        facts(doc, movie),
        el(doc, 'p', 'leading-relaxed', movie.description || 'No description available.'),
      ),
    ),
  );
}
