import { LOCALES, type Locale, localizedPath, SOURCE_LOCALE } from '@reelatlas/contracts';
import { i18n } from '../lib/i18n/catalogs.ts';

/** A page's address in the language being shown: its own prefix, none for English. */
export function shownLanguageUrl(path: string, origin = window.location.origin): string {
  return new URL(localizedPath(i18n.locale as Locale, path), origin).href;
}

/**
 * The page's `hreflang` alternates, as the server writes them for the first load: one per
 * language and `x-default` (English). React hoists the links into the head and swaps them on
 * navigation, so a crawler that runs the app reads the same as one that does not.
 */
export function LanguageAlternates({ path }: { path: string }) {
  const origin = window.location.origin;
  return (
    <>
      {LOCALES.map((l) => (
        <link
          key={l.code}
          rel="alternate"
          hrefLang={l.code}
          href={new URL(localizedPath(l.code, path), origin).href}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={new URL(localizedPath(SOURCE_LOCALE, path), origin).href}
      />
    </>
  );
}
