import { offlineDate } from '@reelatlas/contracts';
import { activeLocale } from './i18n/active-locale.ts';
import type { useT } from './i18n/use-t.ts';

/**
 * "Offline — availability as of 26 Nov 2026, 21:10" above a title or a list read from the copy
 * kept in this browser (docs/product-rules.md#offline): the date as the active language writes
 * it; English keeps the product's own format.
 */
export function offlineAsOf(t: ReturnType<typeof useT>, fetchedAt: number, timeZone?: string): string {
  const locale = activeLocale();
  const date =
    locale === 'en'
      ? offlineDate(fetchedAt, timeZone)
      : new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          ...(timeZone ? { timeZone } : {}),
        }).format(new Date(fetchedAt));
  return t('offline.asOf', { date });
}
