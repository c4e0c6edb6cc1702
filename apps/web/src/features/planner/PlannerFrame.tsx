import type { PlannerPreview } from '@reelatlas/contracts';
import { type ReactNode, useId } from 'react';

const HEADING = 'Where to watch your list';

/** The planner's box on /watchlist, online (WatchlistPlanner) and offline (OfflinePlanner). */
export function PlannerFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
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

/** Free's answer: how many titles of the list stream somewhere. */
export function StreamingCount({ plan }: { plan: Pick<PlannerPreview, 'streaming' | 'total'> }) {
  return (
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
  );
}
