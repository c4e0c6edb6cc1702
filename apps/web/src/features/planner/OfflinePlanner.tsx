import { plannerResponseSchema } from '@reelatlas/contracts';
import { useMemo, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { keptPlanner } from '../../lib/offline-copies.ts';
import { offlineAsOf } from '../../lib/offline-text.ts';
import { PlannerFrame, StreamingCount } from './PlannerFrame.tsx';
import { PlannerMap } from './PlannerMap.tsx';
import { PlannerRanking } from './PlannerRanking.tsx';

/**
 * "Where to watch your list" read offline from the planner's last answer, with its date
 * (docs/product-rules.md#offline). Only what that answer holds: no country's titles (each is
 * its own request), no picking services or upgrading (they need the server). Nothing kept, or a
 * copy that no longer reads as an answer: nothing shown.
 */
export function OfflinePlanner() {
  const t = useT();
  const [chosen, setChosen] = useState('');
  const kept = useMemo(() => {
    const copy = keptPlanner();
    const parsed = copy ? plannerResponseSchema.safeParse(copy.value) : null;
    return copy && parsed?.success ? { plan: parsed.data, fetchedAt: copy.fetchedAt } : null;
  }, []);
  if (!kept) return null;
  const { plan } = kept;
  return (
    <PlannerFrame>
      <p role="status" className="text-muted" data-testid="planner-offline-notice">
        {offlineAsOf(t, kept.fetchedAt)}
      </p>
      {plan.access === 'preview' ? (
        <StreamingCount plan={plan} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <PlannerRanking
            countries={plan.countries}
            home={plan.home}
            total={plan.total}
            hasServices={plan.services.length > 0}
            chosen={chosen}
            onPick={setChosen}
          />
          <PlannerMap
            countries={plan.countries}
            total={plan.total}
            hasServices={plan.services.length > 0}
            chosen={chosen}
            onPick={setChosen}
          />
        </div>
      )}
    </PlannerFrame>
  );
}
