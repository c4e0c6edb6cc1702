import { messages, type TitleDetails } from '@reelatlas/contracts';
import { Bookmark, Eye, Play } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles.ts';
import { notify } from '../../lib/notify.ts';

/**
 * Watch Trailer, Add to Watchlist, Mark as Watched. Accounts do not exist yet, so the list
 * buttons answer the spec's logged-out text (§5 'Please log in.').
 */
export function TitleActions({ movie }: { movie: Pick<TitleDetails, 'trailer_url' | 'title'> }) {
  return (
    <div className="flex flex-wrap gap-3">
      {movie.trailer_url ? (
        <a
          href={movie.trailer_url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles.primary}
          aria-label={`Watch Trailer of ${movie.title} (opens in a new tab)`}
        >
          <Play aria-hidden="true" className="size-4" />
          Watch Trailer
        </a>
      ) : (
        <button type="button" className={buttonStyles.primary} disabled aria-describedby="no-trailer">
          <Play aria-hidden="true" className="size-4" />
          Watch Trailer
          <span id="no-trailer" className="sr-only">
            No trailer available
          </span>
        </button>
      )}
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => notify.error(messages.pleaseLogIn)}
      >
        <Bookmark aria-hidden="true" className="size-4" />
        Add to Watchlist
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => notify.error(messages.pleaseLogIn)}
      >
        <Eye aria-hidden="true" className="size-4" />
        Mark as Watched
      </button>
    </div>
  );
}
