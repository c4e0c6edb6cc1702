import { useSessionSync } from '../features/account/index.ts';
import { usePortalReturn, useSubscriptionCheck } from '../features/billing/index.ts';
import { useBotCheckPrefetch } from '../features/botcheck/index.ts';
import { useQuotaSync } from '../features/quota/index.ts';

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
