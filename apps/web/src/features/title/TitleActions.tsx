import type { ListName, TitleDetails } from '@reelatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, Check, Eye, LogIn, type LucideIcon, MailCheck, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../account/index.ts';
import { type AddProblem, describeAddError, sameTitle, useAddToList, useList } from '../lists/index.ts';
import { ShareButton } from './ShareButton.tsx';

type ActionsMovie = Pick<TitleDetails, 'id' | 'type' | 'title' | 'trailer_url'>;

/**
 * Each button's text ids: `wide` ("Add to Watchlist") is read out everywhere and shown from the
 * small breakpoint up; a phone shows `short` ("Watchlist"), so the buttons fit one row.
 */
const listButtons: Record<
  ListName,
  { wide: string; short: string; done: string; added: string; icon: LucideIcon }
> = {
  watchlist: {
    wide: 'title.addToWatchlist',
    short: 'title.watchlistShort',
    done: 'title.inWatchlist',
    added: 'title.addedToWatchlist',
    icon: Bookmark,
  },
  watched: {
    wide: 'title.markAsWatched',
    short: 'title.watchedShort',
    done: 'title.inWatched',
    added: 'title.markedWatched',
    icon: Eye,
  },
};

/** Smaller on a phone: no icon, less padding. */
const compact = 'max-sm:px-2.5 [&>svg]:max-sm:hidden';

/** The full text, read out everywhere and shown from the small breakpoint up; `short` on a phone. */
const Label = ({ wide, short }: { wide: string; short: string }) => (
  <span>
    <span className="max-sm:sr-only">{wide}</span>
    <span aria-hidden="true" className="sm:hidden">
      {short}
    </span>
  </span>
);

/** Watch Trailer, Add to Watchlist, Mark as Watched, Share (docs/product-rules.md#title-pages). */
export function TitleActions({ movie }: { movie: ActionsMovie }) {
  // Keyed by title: a message or "just added" about one title never shows on the next one.
  return <TitleActionsFor key={`${movie.type}:${movie.id}`} movie={movie} />;
}

function TitleActionsFor({ movie }: { movie: ActionsMovie }) {
  const t = useT();
  const { data: me } = useSession();
  const userId = me?.id ?? null;
  const [problem, setProblem] = useState<AddProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const watchlist = useListButton('watchlist', movie, userId);
  const watched = useListButton('watched', movie, userId);
  const queryClient = useQueryClient();

  const add = (button: ListButtonState) => {
    setProblem(null);
    setAnnouncement('');
    button.add({
      onAdded: () => setAnnouncement(t(listButtons[button.list].added)),
      onFailed: (error) => {
        const described = describeAddError(error, button.list);
        setProblem(described);
        // Signed out elsewhere, or the session ended: the header should say so too.
        if (described.code === 'unauthorized')
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      },
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-1.5 sm:gap-3">
        {movie.trailer_url ? (
          <a
            href={movie.trailer_url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonStyles.primary} ${compact}`}
            aria-label={t('title.trailerLabel', { title: movie.title })}
          >
            <Play aria-hidden="true" className="size-4" />
            <Label wide={t('title.watchTrailer')} short={t('title.trailerShort')} />
          </a>
        ) : (
          <button
            type="button"
            className={`${buttonStyles.primary} ${compact}`}
            disabled
            aria-describedby="no-trailer"
          >
            <Play aria-hidden="true" className="size-4" />
            <Label wide={t('title.watchTrailer')} short={t('title.trailerShort')} />
            <span id="no-trailer" className="sr-only">
              {t('title.noTrailer')}
            </span>
          </button>
        )}
        {[watchlist, watched].map((button) => (
          <ListButton key={button.list} state={button} onAdd={() => add(button)} />
        ))}
        <ShareButton movie={movie} className="max-sm:px-2.5" />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {problem ? <AddProblemAlert problem={problem} /> : null}
    </div>
  );
}

interface ListButtonState {
  list: ListName;
  inList: boolean;
  adding: boolean;
  add: (callbacks: { onAdded: () => void; onFailed: (error: unknown) => void }) => void;
}

/**
 * One list's button state. Membership comes from the signed-in user's cached list, or from this
 * page's own successful add (for the user who made it) until the list has been read again.
 */
function useListButton(list: ListName, movie: ActionsMovie, userId: string | null): ListButtonState {
  const { data } = useList(list, userId);
  const mutation = useAddToList(list, userId);
  const [addedBy, setAddedBy] = useState<string | null | undefined>(undefined);
  const inList = Boolean(data?.results.some((entry) => sameTitle(entry, movie))) || addedBy === userId;
  return {
    list,
    inList,
    adding: mutation.isPending,
    add: ({ onAdded, onFailed }) =>
      mutation.mutate(
        { id: movie.id, type: movie.type },
        {
          onSuccess: () => {
            setAddedBy(userId);
            onAdded();
          },
          onError: onFailed,
        },
      ),
  };
}

function ListButton({ state, onAdd }: { state: ListButtonState; onAdd: () => void }) {
  const t = useT();
  const { wide, short, done, icon: Icon } = listButtons[state.list];
  return (
    <BusyButton
      type="button"
      className={`${buttonStyles.secondary} ${compact}`}
      busy={state.adding}
      busyLabel={t('title.adding')}
      disabled={state.inList}
      onClick={onAdd}
      data-testid={`add-to-${state.list}`}
    >
      {state.inList ? (
        <>
          <Check aria-hidden="true" className="size-4" />
          {t(done)}
        </>
      ) : (
        <>
          <Icon aria-hidden="true" className="size-4" />
          <Label wide={t(wide)} short={t(short)} />
        </>
      )}
    </BusyButton>
  );
}

/** The server's reason (the texts of docs/product-rules.md#lists), with the way forward when there is one. */
function AddProblemAlert({ problem }: { problem: AddProblem }) {
  const t = useT();
  return (
    <div
      role="alert"
      data-testid="list-problem"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-danger-bg p-3"
    >
      <p className="text-danger">{problem.text}</p>
      {problem.code === 'unauthorized' ? (
        <Link to="/login" className={buttonStyles.secondary}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('title.logIn')}
        </Link>
      ) : null}
      {problem.code === 'email_not_verified' ? (
        <Link to="/login" className={buttonStyles.secondary}>
          <MailCheck aria-hidden="true" className="size-4" />
          {t('title.resendVerification')}
        </Link>
      ) : null}
    </div>
  );
}
