import type { PlannerFull, PlannerPreview } from '@reelatlas/contracts';
import { plannerMessages } from '@reelatlas/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import {
  accountServicesQueryOptions,
  MyServicesDialog,
  type PersonalChoice,
  usePersonalChoice,
} from '../my-services/index.ts';
import { LeavingSoon } from './LeavingSoon.tsx';
import { PlannerCountryDetail } from './PlannerCountryDetail.tsx';
import { PlannerMap } from './PlannerMap.tsx';
import { PlannerRanking } from './PlannerRanking.tsx';
import { plannerQueryOptions } from './planner-api.ts';

const HEADING = 'Where to watch your list';

function Frame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
      data-testid="planner"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {HEADING}
      </h2>
      {children}
    </section>
  );
}

/** No services yet: pick them (or keep the ones this browser holds), so counts can be "on your services". */
function PickServices({ choice, full }: { choice: PersonalChoice; full: boolean }) {
  const [open, setOpen] = useState(false);
  const offer = choice.browserChoiceToOffer;
  return (
    <div
      className="flex flex-col items-start gap-2 rounded-md bg-surface-2 p-3 text-sm"
      data-testid="planner-no-services"
    >
      {offer ? (
        <>
          <p>Keep the {offer.services.length} services you picked in this browser with your account?</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void choice.save(offer)}>
            Save them to my account
          </button>
        </>
      ) : (
        <>
          <p>
            {full
              ? 'Pick the services you pay for to see where your list streams on them; for now the counts are for any service.'
              : 'Pick the services you pay for: title pages you open mark them, and Pro ranks countries by them.'}
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
            Pick my services
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
  return (
    <>
      <p className="text-lg" data-testid="planner-streaming">
        {plan.streaming === 0 ? (
          'None of your list streams anywhere right now.'
        ) : (
          <>
            <strong>
              {plan.streaming} of {plan.total}
            </strong>{' '}
            {plan.total === 1 ? 'title' : 'titles'} on your list stream somewhere in the world.
          </>
        )}
      </p>
      {plan.hasServices ? null : <PickServices choice={choice} full={false} />}
      <div
        className="flex flex-col items-start gap-3 rounded-lg border border-accent/60 bg-surface-2 p-4"
        data-testid="planner-upgrade"
      >
        <p className="font-medium">{plannerMessages.proOnly}</p>
        <p className="text-sm text-muted">
          With Pro (or its free trial) see every country ranked, a map of your list, and which titles stream
          where, on which service.
        </p>
        <Link to="/premium" className={buttonStyles.primary}>
          <Sparkles aria-hidden="true" className="size-4" />
          Upgrade to Pro
        </Link>
      </div>
    </>
  );
}

function Full({ plan, choice, userId }: { plan: PlannerFull; choice: PersonalChoice; userId: string }) {
  const [chosen, setChosen] = useState('');
  const hasServices = plan.services.length > 0;
  const streaming = plan.countries.filter((row) => row.any > 0);
  return (
    <>
      {hasServices ? (
        <p className="text-sm text-muted">
          {plan.total} {plan.total === 1 ? 'title' : 'titles'} on your watchlist, counted on your services (
          {plan.services.join(', ')}) and on any service. Renting and buying are not counted.
        </p>
      ) : (
        <PickServices choice={choice} full />
      )}
      {plan.refreshing.length > 0 ? (
        <p className="text-sm" data-testid="planner-refreshing">
          Being refreshed: {plan.refreshing.map((title) => title.title).join(', ')}. Their availability here
          is from the last update.
        </p>
      ) : null}
      {streaming.length === 0 ? (
        <p data-testid="planner-nowhere">None of your list streams in any country yet.</p>
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
      {plan.leavingSoon ? <LeavingSoon offers={plan.leavingSoon} /> : null}
    </>
  );
}

/**
 * "Where to watch your list" on /watchlist (docs/product-rules.md#planner): computed by the server from stored
 * availability. Pro and Trial get the ranking, the map and each country's titles; Free users how
 * many titles stream somewhere and an upgrade prompt. Not asked for while the list is empty.
 */
export function WatchlistPlanner({ userId, listSize }: { userId: string; listSize: number }) {
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
        <p data-testid="planner-empty">
          Add titles to your watchlist to see in which countries you can watch them on your services.
        </p>
      </Frame>
    );
  if (isPending)
    return (
      <Frame busy>
        <p className="text-sm text-muted">Finding where your list streams…</p>
        <div className="h-40 animate-pulse rounded-lg bg-surface-2" />
      </Frame>
    );
  if (isError)
    return (
      <Frame>
        <ErrorState message="Where to watch your list could not be loaded." onRetry={() => void refetch()} />
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
