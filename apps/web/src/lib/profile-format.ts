import { activeLocale } from './i18n/active-locale.ts';

export const NOT_AVAILABLE = 'N/A';

const DAY_MS = 86_400_000;

const localFormats = new Map<string, Intl.DateTimeFormat>();

// The product's English format, 'MMM dd, yyyy, HH:mm' ('Jan 05, 2025, 14:30', local time), from
// `Intl`'s parts: no date library in the first load of `/` (docs/performance.md).
const englishParts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function englishDate(date: Date): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of englishParts.formatToParts(date)) part[type] = value;
  return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute}`;
}

/** Whether `date` is a real moment (not `Invalid Date`). */
export function isRealDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/**
 * An ISO timestamp in the product display format ('N/A' when it is missing or not a date). In
 * English the product's own format; in another language, as that language writes a date and time.
 */
export function formatProfileDate(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(value);
  if (!isRealDate(date)) return NOT_AVAILABLE;
  const locale = activeLocale();
  if (locale === 'en') return englishDate(date);
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
