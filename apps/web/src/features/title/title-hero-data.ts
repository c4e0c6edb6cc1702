import type { TitleFacts } from '@reelatlas/contracts';
import { type TitleCard, titleCard } from '../../lib/initials.ts';
import { formatRating, type Translate, titleFactTexts } from './title-facts-text.ts';

/**
 * What the top of the title page shows, as text: TitleHero renders it, and the page's first
 * paint (shell/paint-first-view.ts) fills the pre-rendered TitleHero with it before the app runs.
 */
export interface TitleHeroData {
  title: string;
  thumbnail: string | null;
  /** The generated card, when there is no poster. */
  card: TitleCard;
  /** Year, kind and, for TV, the number of seasons. */
  facts: string[];
  /** "8.2" (of 10), or null when unrated. */
  rating: string | null;
  description: string;
  /** Long enough to start folded (see TitleHero). */
  longDescription: boolean;
}

/** Past this many characters the description starts folded to its first lines. */
const LONG_DESCRIPTION = 140;

/**
 * `t` and `locale`: the page's texts (useT) and language (activeLocale), or English for the
 * first paint.
 */
export function titleHeroData(movie: TitleFacts, t: Translate, locale: string): TitleHeroData {
  const description = movie.description || t('kind.noDescription');
  return {
    title: movie.title,
    thumbnail: movie.thumbnail,
    card: titleCard(movie.title),
    facts: titleFactTexts(movie, t),
    rating: movie.rating === null ? null : formatRating(movie.rating, locale),
    description,
    longDescription: description.length > LONG_DESCRIPTION,
  };
}
