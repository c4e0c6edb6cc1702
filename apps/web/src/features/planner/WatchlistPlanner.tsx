import type { PlannerFull, PlannerPreview } from '@reelatlas/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import {
  accountServicesQueryOptions,
  MyServicesDialog,
  type PersonalChoice,
  usePersonalChoice,
} from '../my-services/index.ts';
import { PlannerCountryDetail } from './PlannerCountryDetail.tsx';
import { PlannerFrame as Frame, StreamingCount } from './PlannerFrame.tsx';
import { PlannerMap } from './PlannerMap.tsx';
import { PlannerRanking } from './PlannerRanking.tsx';
import { plannerQueryOptions } from './planner-api.ts';

/** No services yet: pick them (or keep the ones this browser holds), so counts can be "on your services". */
function PickServices({ choice, full }: { choice: PersonalChoice; full: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const offer = choice.browserChoiceToOffer;
  return (
    <div
      className="flex flex-col items-start gap-2 rounded-md bg-surface-2 p-3 text-sm"
      data-testid="planner-no-services"
    >
      {offer ? (
        <>
          <p>{t('planner.services.keep', { count: offer.services.length })}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void choice.save(offer)}>
            {t('planner.services.save')}
          </button>
        </>
      ) : (
        <>
          <p>{full ? t('planner.services.pickFull') : t('planner.services.pickPreview')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
            {t('planner.services.pick')}
          </button>
        </>
      )}
      <MyServicesDialog
        open={open}
        onClose={() => setOpen(false)}
        services={choice.services}
        country={choice.home}
        countryGuessed={choice.guessed}
        onSave={choice.save}
        signedIn
      />
    </div>
  );
}

/**
 * Free: how many titles of the list stream somewhere (all the server sends: where, or on what,
 * is Pro's or a counted search's), and the way to the rest.
 */
function Preview({ plan, choice }: { plan: PlannerPreview; choice: PersonalChoice }) {
  const t = useT();
  return (
    <>
      <StreamingCount plan={plan} />
      {plan.hasServices ? null : <PickServices choice={choice} full={false} />}
      <div
        className="flex flex-col items-start gap-3 rounded-lg border border-accent/60 bg-surface-2 p-4"
        data-testid="planner-upgrade"
      >
        <p className="font-medium">{t('planner.preview.proOnly')}</p>
        <p className="text-sm text-muted">{t('planner.preview.withPro')}</p>
        <Link to="/premium" className={buttonStyles.primary}>
          <Sparkles aria-hidden="true" className="size-4" />
          {t('planner.upgrade')}
        </Link>
      </div>
    </>
  );
}

function Full({ plan, choice, userId }: { plan: PlannerFull; choice: PersonalChoice; userId: string }) {
  const t = useT();
  const [chosen, setChosen] = useState('');
  const hasServices = plan.services.length > 0;
  const streaming = plan.countries.filter((row) => row.any > 0);
  return (
    <>
      {hasServices ? (
        <p className="text-sm text-muted">
          {t('planner.full.counted', { count: plan.total, services: plan.services.join(', ') })}
        </p>
      ) : (
        <PickServices choice={choice} full />
      )}
      {plan.refreshing.length > 0 ? (
        <p className="text-sm" data-testid="planner-refreshing">
          {t('planner.full.refreshing', { titles: plan.refreshing.map((title) => title.title).join(', ') })}
        </p>
      ) : null}
      {streaming.length === 0 ? (
        <p data-testid="planner-nowhere">{t('planner.full.nowhere')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <PlannerRanking
            countries={plan.countries}
            home={plan.home}
            total={plan.total}
            hasServices={hasServices}
            chosen={chosen}
            onPick={setChosen}
          />
          <PlannerMap
            countries={plan.countries}
            total={plan.total}
            hasServices={hasServices}
            chosen={chosen}
            onPick={setChosen}
          />
        </div>
      )}
      {chosen ? <PlannerCountryDetail userId={userId} country={chosen} total={plan.total} /> : null}
    </>
  );
}

/**
 * "Where to watch your list" on /watchlist (docs/product-rules.md#planner): computed by the server from stored
 * availability. Pro and Trial get the ranking, the map and each country's titles; Free users how
 * many titles stream somewhere and an upgrade prompt. Not asked for while the list is empty.
 */
export function WatchlistPlanner({ userId, listSize }: { userId: string; listSize: number }) {
  const t = useT();
  const choice = usePersonalChoice();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({
    ...plannerQueryOptions(userId),
    enabled: listSize > 0,
  });
  // The account's services and country as loaded: once they change (saved here or in another
  // place of the app), the planner's counts are asked for again.
  const account = useQuery(accountServicesQueryOptions).data;
  const accountKey = account ? `${account.services.join('\n')}|${account.country ?? ''}` : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (accountKey === null) return;
    if (seen.current !== null && seen.current !== accountKey)
      void queryClient.invalidateQueries({ queryKey: plannerQueryOptions(userId).queryKey });
    seen.current = accountKey;
  }, [accountKey, queryClient, userId]);

  if (listSize === 0)
    return (
      <Frame>
        <p data-testid="planner-empty">{t('planner.empty')}</p>
      </Frame>
    );
  if (isPending)
    return (
      <Frame busy>
        <p className="text-sm text-muted">{t('planner.loading')}</p>
        <div className="h-40 animate-pulse rounded-lg bg-surface-2" />
      </Frame>
    );
  if (isError)
    return (
      <Frame>
        <ErrorState message={t('planner.loadFailed')} onRetry={() => void refetch()} />
      </Frame>
    );
  return (
    <Frame>
      {data.access === 'preview' ? (
        <Preview plan={data} choice={choice} />
      ) : (
        <Full plan={data} choice={choice} userId={userId} />
      )}
    </Frame>
  );
}
