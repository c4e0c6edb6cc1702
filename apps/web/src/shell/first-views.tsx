import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HomeLayout } from '../features/search/HomeLayout.tsx';
import { TitleArticle, TitleHero } from '../features/title/TitleHero.tsx';
import type { TitleHeroData } from '../features/title/title-hero-data.ts';
import { HeaderBar, PageFrame } from '../layout/PageFrame.tsx';
import { type FirstViews, slot, type TitleVariant, titleVariant } from './first-view-slots.ts';

/**
 * Build time only (build/inline-start.ts runs it in Node): the first view of `/` and of the title
 * page, rendered by the app's own components, for the page's first paint before the app loads.
 * The title's values are slots that paint-first-view.ts fills with the stored title.
 */
export function renderFirstViews(): FirstViews {
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
  return { home: page(<HomeLayout />), title };
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
