import { format, isValid } from 'date-fns';

/** Dates read like 'Jan 05, 2025, 14:30' (local time). */
export const PROFILE_DATE_FORMAT = 'MMM dd, yyyy, HH:mm';
export const NOT_AVAILABLE = 'N/A';

const DAY_MS = 86_400_000;

/** An ISO timestamp in the product display format; 'N/A' when it is missing or not a date. */
export function formatProfileDate(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(value);
  return isValid(date) ? format(date, PROFILE_DATE_FORMAT) : NOT_AVAILABLE;
}

/** Days until the trial ends, rounded up, never below 0 (0 when the date is unknown). */
export function trialDaysLeft(trialEndDate: string | null | undefined, now: Date): number {
  if (!trialEndDate) return 0;
  const end = Date.parse(trialEndDate);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}
