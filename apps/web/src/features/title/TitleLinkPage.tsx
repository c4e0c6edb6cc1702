import { type TitleFacts, titlePageTitle } from '@reelatlas/contracts';
import { Loader2, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { activeLocale } from '../../lib/i18n/active-locale.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDemoCatalog } from '../config/index.ts';
import { useQuota } from '../quota/index.ts';
import { type SearchOutcome, SearchProblemAlert, useSearch } from '../search/index.ts';
import { UpsellScreen } from '../upgrade/index.ts';
import { NoTitleData } from './NoTitleData.tsx';
import { OriginalTitle } from './OriginalTitle.tsx';
import { TitleActions } from './TitleActions.tsx';
import { TitleLinkHead } from './TitleHead.tsx';
import { TitleArticle, TitleHero } from './TitleHero.tsx';
import { EnglishTitle, titleInLanguage } from './TitleInLanguage.tsx';
import { titleHeroData } from './title-hero-data.ts';
import { UnstoredTitleLink } from './UnstoredTitleLink.tsx';
import { useTitleFacts } from './use-title-facts.ts';
import { useTitleInLanguage } from './use-title-in-language.ts';
import { WhereToStreamTitle } from './WhereToStreamTitle.tsx';

type TitleRef = Pick<TitleFacts, 'type' | 'id'>;

/** Where the title's availability stands on a page opened from a link. */
type Gate = 'checking' | 'ask' | 'limit' | 'failed';

const GATE_OF: Partial<Record<SearchOutcome, Gate>> = { not_free: 'ask', limit: 'limit', failed: 'failed' };

/** The page language's text for an id (what useT returns). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** "Show where it streams — uses 1 of your 2 searches today", in its language's plural form. */
export function showWhereText(remaining: number | undefined, t: Translate): string {
  if (remaining === undefined) return t('title.showWhere');
  return t('title.showWhereCounted', { count: Math.max(1, remaining) });
}

/**
 * A title page opened from a link (shared, bookmarked, a search engine) in a browser that holds
 * no answer for it: the title's facts at once, then where it streams. The server decides what
 * that costs: the page first asks for it only if free (Pro or Trial, or a title this visitor
 * opened today); otherwise it offers one button that spends a search, or the upsell when none
 * are left. Either way the answer replaces this page with the full title page.
 */
export function TitleLinkPage({ titleRef }: { titleRef: TitleRef }) {
  const t = useT();
  const facts = useTitleFacts(titleRef);
  const demoCatalog = useDemoCatalog();
  if (facts.isPending)
    return (
      <TitleArticle>
        <div className="flex items-center gap-2 text-muted" aria-busy="true" data-testid="title-loading">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('title.loading')}
        </div>
      </TitleArticle>
    );
  if (facts.isError) {
    // The demo catalog stores every title; the live one only those searched here so far.
    if (facts.error instanceof ApiError && facts.error.status === 404)
      return demoCatalog ? <NoTitleData /> : <UnstoredTitleLink titleRef={titleRef} />;
    return (
      <TitleArticle>
        <ErrorState message={t('title.loadFailed')} onRetry={() => void facts.refetch()} />
      </TitleArticle>
    );
  }
  return <TitleFactsView movie={facts.data} />;
}

function TitleFactsView({ movie }: { movie: TitleFacts }) {
  const t = useT();
  const { search, searching, problem } = useSearch();
  const navigate = useNavigate();
  const { data: quota } = useQuota();
  // The heading and overview in the visitor's language (the facts brought them along).
  const shown = titleInLanguage(movie, useTitleInLanguage(movie));
  const [gate, setGate] = useState<Gate>('checking');
  const target = { title: movie.title, year: movie.year, id: movie.id, type: movie.type };
  const targetRef = useRef(target);
  targetRef.current = target;

  const run = useCallback(
    async (freeOnly: boolean) => {
      setGate((current) => (freeOnly ? 'checking' : current));
      const outcome = await search(targetRef.current, { freeOnly, replace: true });
      const next = GATE_OF[outcome];
      // 'opened': the full page replaces this one; 'busy': the search already running answers.
      if (next) setGate(next);
    },
    [search],
  );

  // Once per title page: ask for the availability if it costs nothing.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void run(true);
  }, [run]);

  return (
    <TitleArticle>
      <TitleLinkHead movie={movie} />
      <TitleHero
        hero={titleHeroData(shown, t, activeLocale())}
        documentTitle={titlePageTitle({ ...shown, platforms: [], countries: 0 })}
      >
        <OriginalTitle name={movie.original_title === shown.title ? null : movie.original_title} />
        <EnglishTitle heading={shown.title} english={movie.title} />
        <TitleActions movie={movie} />
      </TitleHero>
      <section
        aria-labelledby="where-to-stream"
        className="flex flex-col gap-3"
        data-testid="availability-gate"
      >
        <h2 id="where-to-stream" className="text-xl font-bold sm:text-2xl">
          <WhereToStreamTitle />
        </h2>
        {gate === 'checking' ? (
          <p
            className="flex items-center gap-2 rounded-lg border border-border bg-surface p-4 text-muted"
            aria-busy="true"
          >
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('title.lookingUp')}
          </p>
        ) : null}
        {gate === 'ask' ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-4">
            <p>{t('title.askPitch')}</p>
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={searching}
              onClick={() => void run(false)}
            >
              {searching ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {showWhereText(quota?.remaining, t)}
            </button>
          </div>
        ) : null}
        {gate === 'limit' ? <UpsellScreen headingLevel="h3" /> : null}
        {gate === 'failed' ? (
          <div className="flex flex-col items-start gap-3">
            {problem?.kind === 'message' ? (
              <SearchProblemAlert problem={problem} onReset={() => navigate('/')} />
            ) : (
              <ErrorState message={t('title.streamsFailed')} />
            )}
            <button type="button" className={buttonStyles.secondary} onClick={() => void run(true)}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('title.tryAgain')}
            </button>
          </div>
        ) : null}
      </section>
    </TitleArticle>
  );
}
