import { useT } from '../../lib/i18n/use-t.ts';

/**
 * The title in its original language under the heading, when it differs (Spirited Away:
 * 千と千尋の神隠し; the server leaves it out otherwise). `dir="auto"`: a right-to-left name is
 * laid out on its own; `lang` only when the original language is known.
 */
export function OriginalTitle({ name, lang }: { name: string | null | undefined; lang?: string | null }) {
  const t = useT();
  if (!name?.trim()) return null;
  return (
    <p className="text-sm text-muted" data-testid="original-title">
      {t('title.originalTitle')}{' '}
      <span dir="auto" lang={lang ?? undefined}>
        {name}
      </span>
    </p>
  );
}
