/**
 * The page's language as `<html lang>` says it (activateLocale sets it with the texts; the server
 * sends it on every page), for plain modules that format names and dates: reading it here rather
 * than Lingui's `i18n` keeps those modules free of the i18n runtime, which would otherwise be split
 * out of the first load's entry chunk into chunks of its own. 'en' where there is no document.
 */
export function activeLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}
