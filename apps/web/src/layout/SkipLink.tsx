import { useT } from '../lib/i18n/use-t.ts';
/** First focusable element on every page: jumps past the header to the content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only rounded-lg bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50"
    >
      {t('layout.skipToMain')}
    </a>
  );
}
