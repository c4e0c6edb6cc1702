import type { Locale } from '@reelatlas/contracts';
import { i18n } from './catalogs.ts';
import { useT } from './use-t.ts';

/** The active language (re-renders when it changes), for what `Intl` words: language names, dates. */
export function useLocale(): Locale {
  useT();
  return i18n.locale as Locale;
}
