import type { TitleFacts } from '@reelatlas/contracts';
import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useQuota } from '../quota/index.ts';
import { SearchProblemAlert, useSearch } from '../search/index.ts';
import { UpsellScreen } from '../upgrade/index.ts';

/** The page language's text for an id (what useT returns). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** "Look it up — uses 1 of your 2 searches today", in its language's plural form. */
function lookUpText(remaining: number | undefined, t: Translate): string {
  if (remaining === undefined) return t('title.lookUp');
  return t('title.lookUpCounted', { count: Math.max(1, remaining) });
}

/**
 * A link to a title the live catalog has not stored yet (nobody here has searched it): its facts
 * are unknown until a search asks TMDb, which only a search may do (it has the bot check and the
 * daily limit). So the page offers that search; Pro and Trial, for whom it costs nothing, get it
 * at once. A title TMDb does not know either ends as "not found".
 */
export function UnstoredTitleLink({ titleRef }: { titleRef: Pick<TitleFacts, 'type' | 'id'> }) {
  const t = useT();
  const { search, searching, problem } = useSearch();
  const navigate = useNavigate();
  const { data: quota } = useQuota();
  const [limit, setLimit] = useState(false);
  const unlimited = quota?.plan === 'Pro' || quota?.plan === 'Trial';

  const run = useCallback(async () => {
    const outcome = await search(
      { title: String(titleRef.id), id: titleRef.id, type: titleRef.type },
      { replace: true },
    );
    if (outcome === 'limit') setLimit(true);
  }, [search, titleRef.id, titleRef.type]);

  const asked = useRef(false);
  useEffect(() => {
    if (!unlimited || asked.current) return;
    asked.current = true;
    void run();
  }, [unlimited, run]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4" data-testid="unstored-title">
      <PageHeading title={t('title.unstored.heading')} />
      <p className="text-muted">{t('title.unstored.text')}</p>
      {limit ? (
        <UpsellScreen headingLevel="h2" />
      ) : (
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={searching}
          onClick={() => void run()}
        >
          {searching ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {unlimited ? t('title.lookUp') : lookUpText(quota?.remaining, t)}
        </button>
      )}
      {problem?.kind === 'message' ? (
        <SearchProblemAlert problem={problem} onReset={() => navigate('/')} />
      ) : null}
    </div>
  );
}
