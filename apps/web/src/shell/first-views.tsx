import { messages as englishPages } from 'virtual:locale/en/pages';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HomeLayout } from '../features/search/HomeLayout.tsx';
import { TitleArticle, TitleHero } from '../features/title/TitleHero.tsx';
import type { TitleHeroData } from '../features/title/title-hero-data.ts';
import { HeaderBar, PageFrame } from '../layout/PageFrame.tsx';
import { i18n, loadEnglishPagesNow } from '../lib/i18n/catalogs.ts';
import { type FirstViews, slot, type TitleVariant, titleVariant } from './first-view-slots.ts';

/**
 * Build time only (build/inline-start.ts runs it in Node): the first view of `/` and of the title
 * page, rendered by the app's own components, for the page's first paint before the app loads.
 * The title's values are slots that paint-first-view.ts fills with the stored title.
 */
export function renderFirstViews(): FirstViews {
  // Every English text, so the pre-rendered components read their texts as the app does.
  loadEnglishPagesNow(englishPages);
  const title = {} as Record<TitleVariant, string>;
  for (const thumbnail of [slot('thumbnail'), null]) {
    for (const rating of [slot('rating'), null]) {
      for (const longDescription of [true, false]) {
        const hero: TitleHeroData = {
          title: slot('title'),
          thumbnail,
          card: { initials: slot('initials'), background: slot('background') },
          facts: [slot('fact')],
          rating,
          description: slot('description'),
          longDescription,
        };
        title[titleVariant(hero)] = page(
          <TitleArticle>
            <TitleHero hero={hero} documentTitle="" />
          </TitleArticle>,
        );
      }
    }
  }
  const facts = {
    movie: i18n._('kind.movie'),
    tv: i18n._('kind.tv'),
    noDescription: i18n._('kind.noDescription'),
    oneSeason: i18n._('kind.seasons', { count: 1 }),
    // English's other form, its number a slot (paint-first-view.ts fills it).
    seasons: i18n._('kind.seasons', { count: 2 }).replace('2', slot('count')),
  };
  return { home: page(<HomeLayout />), title, facts };
}

/**
 * In the page frame, with the header's bar empty (its contents depend on state only the app
 * knows). What React hoists into the head is left out: the tab's title (the server's head already
 * names the page) and the poster's preload hint (the image itself is in the markup).
 */
function page(content: ReactNode): string {
  return renderToStaticMarkup(<PageFrame header={<HeaderBar />}>{content}</PageFrame>)
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/<link [^>]*>/g, '');
}
