import { format, isValid } from 'date-fns';
import { activeLocale } from './i18n/active-locale.ts';

/** Dates read like 'Jan 05, 2025, 14:30' (local time). */
export const PROFILE_DATE_FORMAT = 'MMM dd, yyyy, HH:mm';
export const NOT_AVAILABLE = 'N/A';

const DAY_MS = 86_400_000;

const localFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO timestamp in the product display format ('N/A' when it is missing or not a date). In
 * English the product's own format; in another language, as that language writes a date and time.
 */
export function formatProfileDate(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(value);
  if (!isValid(date)) return NOT_AVAILABLE;
  const locale = activeLocale();
  if (locale === 'en') return format(date, PROFILE_DATE_FORMAT);
  let local = localFormats.get(locale);
  if (!local) {
    local = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    localFormats.set(locale, local);
  }
  return local.format(date);
}

/** Days until the trial ends, rounded up, never below 0 (0 when the date is unknown). */
export function trialDaysLeft(trialEndDate: string | null | undefined, now: Date): number {
  if (!trialEndDate) return 0;
  const end = Date.parse(trialEndDate);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}
