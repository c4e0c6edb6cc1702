import type { AvailabilityChange } from '@reelatlas/contracts';

/** `t` from useT (lib/i18n/use-t.ts): plain functions get the texts as a parameter. */
type T = (id: string, values?: Record<string, unknown>) => string;

/**
 * One change in the visitor's language: "New on Netflix in Japan", "Leaving Max in Sweden"
 * (rent and buy offers say so). The country's name comes from Intl in the active language.
 */
export function changeText(
  change: Pick<AvailabilityChange, 'country' | 'provider' | 'offerType' | 'change'>,
  t: T,
  locale: string,
): string {
  const country = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(change.country);
  const values = { provider: change.provider, country: country ?? change.country, offer: change.offerType };
  return change.change === 'added' ? t('alerts.change.added', values) : t('alerts.change.removed', values);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;

/** "3 days ago" in the active language (Intl), from the largest whole unit that fits. */
export function timeAgo(iso: string, now: number, locale: string): string {
  const ago = Math.max(0, now - Date.parse(iso));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (ago < HOUR) return format.format(-Math.max(1, Math.round(ago / MINUTE)), 'minute');
  if (ago < DAY) return format.format(-Math.round(ago / HOUR), 'hour');
  if (ago < MONTH) return format.format(-Math.round(ago / DAY), 'day');
  return format.format(-Math.round(ago / MONTH), 'month');
}
