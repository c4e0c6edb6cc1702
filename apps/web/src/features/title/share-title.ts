import { titlePagePath } from '@reelatlas/contracts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareTarget {
  type: 'movie' | 'tv';
  id: number;
  title: string;
}

/** The title page's canonical address on this site: its served head gives the link's preview. */
export function titleShareUrl(movie: ShareTarget, origin: string): string {
  return `${origin}${titlePagePath(movie)}`;
}

/**
 * Shares a title's page: the system share sheet where the browser has one (phones), with `text`
 * ("Where to stream …" in the page's language), otherwise the link is copied. Closing the share
 * sheet is the visitor's choice, not a failure.
 */
export async function shareTitle(
  movie: ShareTarget,
  nav: Pick<Navigator, 'share' | 'clipboard'>,
  origin: string,
  text: string,
): Promise<ShareOutcome> {
  const url = titleShareUrl(movie, origin);
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: movie.title, text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Another refusal (no user gesture left, a blocked share): copying still gets the link out.
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
