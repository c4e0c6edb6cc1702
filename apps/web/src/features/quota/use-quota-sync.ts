import { COUNTDOWN_REFRESH_MS, COUNTER_POLL_MS } from '@reelatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { mirrorKeys, mirrorValue, readQuotaMirror, utcDateKey, writeQuotaMirror } from './quota-mirror.ts';
import { useQuota } from './use-quota.ts';

/**
 * Keeps the counter in step across tabs (docs/product-rules.md#browser-state): this tab writes the server's count to
 * localStorage; a storage event or the 1 s poll seeing another value makes it re-read /api/quota.
 * Every 60 s it also checks for the UTC day rollover and for the server's reset instant.
 * Mounted once, in the app shell.
 */
export function useQuotaSync(): void {
  const queryClient = useQueryClient();
  const { data: quota } = useQuota();
  const lastSeen = useRef<string>('');

  useEffect(() => {
    if (!quota) return;
    const now = new Date();
    writeQuotaMirror(quota, now);
    lastSeen.current = mirrorValue(quota, now);
  }, [quota]);

  useEffect(() => {
    if (!quota) return;
    const plan = quota.plan;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    const check = () => {
      const raw = readQuotaMirror(plan);
      if (raw && raw !== lastSeen.current) {
        lastSeen.current = raw;
        refetch();
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || mirrorKeys.includes(event.key)) check();
    };
    const rollover = () => {
      const now = new Date();
      const dayChanged = !lastSeen.current.startsWith(utcDateKey(now));
      if (dayChanged || now.getTime() >= Date.parse(quota.resetAt)) refetch();
    };
    window.addEventListener('storage', onStorage);
    const poll = window.setInterval(check, COUNTER_POLL_MS);
    const daily = window.setInterval(rollover, COUNTDOWN_REFRESH_MS);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.clearInterval(poll);
      window.clearInterval(daily);
    };
  }, [quota, queryClient]);
}
