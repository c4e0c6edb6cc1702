// The pre-rendered first views (first-views.tsx, rendered at build time) and the first paint
// (paint-first-view.ts, in the browser before the app) agree on these: where a value goes, and
// which markup a title needs.

/** The build renders a slot's marker in place of a value; private-use characters, so no text clashes with it. */
export const slot = (name: string) => `\uE000${name}\uE000`;
export const SLOT_PATTERN = /\uE000([a-z]+)\uE000/g;

/**
 * The title hero's markup differs by whether there is a poster, a rating and a long (folded)
 * description; the rest are slots.
 */
export type TitleVariant = `${'poster' | 'card'}-${'rated' | 'unrated'}-${'long' | 'short'}`;

export const titleVariant = (hero: {
  thumbnail: string | null;
  rating: string | null;
  longDescription: boolean;
}): TitleVariant =>
  `${hero.thumbnail ? 'poster' : 'card'}-${hero.rating === null ? 'unrated' : 'rated'}-${hero.longDescription ? 'long' : 'short'}`;

/** The pre-rendered markup of each first view, with slots. */
export interface FirstViews {
  home: string;
  title: Record<TitleVariant, string>;
  /**
   * The English texts of a title's facts (the first paint is English only), rendered by the
   * build from the shell's catalog: the boot script carries no catalog.
   */
  facts: { movie: string; tv: string; noDescription: string; oneSeason: string; seasons: string };
}
