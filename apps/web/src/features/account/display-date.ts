import { type Locale, SOURCE_LOCALE } from '@reelatlas/contracts';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { formatProfileDate, isRealDate } from '../../lib/profile-format.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO timestamp for display in a language: English keeps the product's 'Jan 05, 2025, 14:30'
 * (docs/product-rules.md#messages); every other language gets its own date and time order from
 * `Intl` (local time). Missing or broken dates read as the catalog's "N/A".
 */
export function displayDate(value: string | null | undefined, locale: string, missing: string): string {
  if (locale === SOURCE_LOCALE) return formatProfileDate(value);
  const date = value ? new Date(value) : null;
  if (!date || !isRealDate(date)) return missing;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(date);
}

/** The page's language, re-rendering the caller when it changes (for `Intl` formats). */
export function useLocale(): Locale {
  useT();
  return i18n.locale as Locale;
}

/** `displayDate` in the page's language. */
export function useDisplayDate(): (value: string | null | undefined) => string {
  const t = useT();
  const locale = i18n.locale;
  return (value) => displayDate(value, locale, t('account.dateMissing'));
}
