import { COUNTDOWN_REFRESH_MS } from '@reelatlas/contracts';
import { useT } from '../../lib/i18n/use-t.ts';
import { formatResetCountdown, nextUtcMidnight } from './countdown.ts';
import { useNow } from './use-now.ts';
import { useQuota } from './use-quota.ts';

/** 'Resets in {h}h {m}m' to the server's reset instant, refreshed every 60 s. */
export function ResetCountdown() {
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const { data } = useQuota();
  const t = useT();
  const resetAt = data?.resetAt ?? nextUtcMidnight(now);
  return (
    <p className="text-sm text-muted" data-testid="reset-countdown">
      {formatResetCountdown(resetAt, now, t)}
    </p>
  );
}
