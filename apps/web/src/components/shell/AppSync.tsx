import { useSessionSync } from '../../features/account/use-session-sync.ts';
import { usePortalReturn } from '../../features/billing/use-portal-return.ts';
import { useSubscriptionCheck } from '../../features/billing/use-subscription-check.ts';
import { useBotCheckPrefetch } from '../../features/botcheck/use-bot-check-prefetch.ts';
import { useQuotaSync } from '../../features/quota/use-quota-sync.ts';

/**
 * The shell's background work (quota and session mirrors, subscription check, bot-check warm-up,
 * return from the billing portal). Its own component because these hooks read the quota, session
 * and config queries: in RootLayout, each answer re-rendered the whole page with it.
 */
export function AppSync() {
  useQuotaSync();
  useSessionSync();
  useBotCheckPrefetch();
  usePortalReturn();
  useSubscriptionCheck();
  return null;
}
