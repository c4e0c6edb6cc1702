import { appFrame } from './app-frame.ts';
import { homeShell } from './home-shell.ts';
import { titleForShell } from './stored-title.ts';
import { titleShell } from './title-shell.ts';

export interface ShellContext {
  doc: Document;
  location: Pick<Location, 'pathname' | 'search'>;
  historyState: unknown;
  readStoredTitle: () => string | null;
}

/** The page's content as the app's first render will show it, or null for pages without a shell. */
function shellContent({ doc, location, historyState, readStoredTitle }: ShellContext): Node | null {
  if (location.pathname === '/') return homeShell(doc);
  if (location.pathname === '/movie' || location.pathname === '/movieoverlay') {
    const movie = titleForShell(location.search, historyState, readStoredTitle());
    return movie ? titleShell(doc, movie) : null;
  }
  return null;
}

/**
 * Puts the static first view of `/` or the title page into #root, so it paints with the HTML
 * (FCP and LCP) instead of after the app's JavaScript. React's first commit replaces it (a root
 * clears its container), with elements of the same size, so there is no second, larger paint.
 */
export function paintShell(root: HTMLElement, context: ShellContext): boolean {
  const content = shellContent(context);
  if (!content) return false;
  root.replaceChildren(appFrame(context.doc, content));
  return true;
}
