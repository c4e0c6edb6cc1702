import { COUNTDOWN_REFRESH_MS } from '@reelatlas/contracts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { formatResetCountdown, nextUtcMidnight } from './countdown.ts';
import { useNow } from './use-now.ts';
import { useQuota } from './use-quota.ts';

/**
 * 'Resets in {h}h {m}m' to the server's reset instant, refreshed every 60 s. The prerendered page
 * was rendered at build time, so it shows a placeholder of the same height until hydrated.
 */
export function ResetCountdown() {
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const { data } = useQuota();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <p className="text-sm text-muted" data-testid="reset-countdown">
        <span className="inline-block h-4 w-32 animate-pulse rounded bg-surface-2" />
      </p>
    );
  }
  const resetAt = data?.resetAt ?? nextUtcMidnight(now);
  return (
    <p className="text-sm text-muted" data-testid="reset-countdown">
      {formatResetCountdown(resetAt, now)}
    </p>
  );
}
