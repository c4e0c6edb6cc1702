import type { PlannerPreview } from '@reelatlas/contracts';
import { type ReactNode, useId } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';

/** The planner's box on /watchlist, online (WatchlistPlanner) and offline (OfflinePlanner). */
export function PlannerFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
      data-testid="planner"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {t('planner.heading')}
      </h2>
      {children}
    </section>
  );
}

/** Free's answer: how many titles of the list stream somewhere. */
export function StreamingCount({ plan }: { plan: Pick<PlannerPreview, 'streaming' | 'total'> }) {
  const t = useT();
  return (
    <p className="text-lg" data-testid="planner-streaming">
      {plan.streaming === 0 ? (
        t('planner.preview.none')
      ) : (
        <>
          <strong>{t('planner.preview.count', { streaming: plan.streaming, total: plan.total })}</strong>{' '}
          {t('planner.preview.somewhere', { total: plan.total })}
        </>
      )}
    </p>
  );
}
