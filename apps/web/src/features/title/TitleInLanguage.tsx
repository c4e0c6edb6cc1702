import type { TitleInLanguageAnswer } from '@reelatlas/contracts';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * The title as the visitor reads it: its name and overview in their language when the catalog
 * has them (TMDb's translations), else the English ones. The page's facts stay the title's own.
 */
export function titleInLanguage<T extends { title: string; description: string }>(
  movie: T,
  named: TitleInLanguageAnswer | undefined,
): T {
  if (!named) return movie;
  return { ...movie, title: named.name ?? movie.title, description: named.overview ?? movie.description };
}

/**
 * The English title under the heading when the heading shows another language's name (a German
 * visitor reads "Chihiros Reise ins Zauberland", then "English title: Spirited Away").
 * `dir="auto"`: the name is laid out on its own in a right-to-left page.
 */
export function EnglishTitle({ heading, english }: { heading: string; english: string }) {
  const t = useT();
  if (heading === english) return null;
  return (
    <p className="text-sm text-muted">
      {t('titleNames.english')} <span dir="auto">{english}</span>
    </p>
  );
}
