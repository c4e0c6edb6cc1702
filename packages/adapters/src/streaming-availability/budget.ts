import type { CallBudgetStore } from '@reelatlas/core';

/**
 * The month's calls are counted under a key naming the month, in one window of 68 years (the
 * counters' windows are fixed from 1970; this one ends in 2038): a month's count never starts
 * over before the month ends, as a month-long window, unaligned with months, would.
 */
const MONTH_WINDOW_SECONDS = 2 ** 31;

export interface CallBudgetOptions {
  store: CallBudgetStore;
  /** Calls a second across every instance. */
  perSecond: number;
  /** Calls a calendar month (UTC) across every instance: the plan's quota. */
  monthlyQuota: number;
  now?: () => Date;
}

/**
 * The Streaming Availability API's own budget (docs/catalog.md#streaming-availability-api): a
 * call goes out only while this second and this month have room, counted in the database so
 * every instance shares them; otherwise it is not sent (never queued: the search answers from
 * TMDb's data instead).
 */
export function createCallBudget(options: CallBudgetOptions) {
  const now = options.now ?? (() => new Date());
  return {
    async take(): Promise<boolean> {
      const at = now();
      if (options.perSecond < 1 || options.monthlyQuota < 1) return false;
      if (!(await options.store.takeIfBelow('motn:second', 1, options.perSecond, at))) return false;
      const month = at.toISOString().slice(0, 7);
      return options.store.takeIfBelow(`motn:month:${month}`, MONTH_WINDOW_SECONDS, options.monthlyQuota, at);
    },
  };
}
