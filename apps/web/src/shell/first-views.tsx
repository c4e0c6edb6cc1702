import { i18n, type Messages } from '@lingui/core';
import {
  FAQ_STRUCTURED_DATA_FILE,
  FIRST_VIEWS_FILE,
  firstViewsBlock,
  firstViewsJson,
  LOCALE_CODES,
  type Locale,
  localizedPath,
  SOURCE_LOCALE,
} from '@reelatlas/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { faqStructuredData } from '../features/content/faq-texts.ts';
import { HomeLayout } from '../features/search/HomeLayout.tsx';
import { TitleArticle, TitleHero } from '../features/title/TitleHero.tsx';
import type { TitleHeroData } from '../features/title/title-hero-data.ts';
import { HeaderNav } from '../layout/HeaderNav.tsx';
import { HeaderBar, PageFrame } from '../layout/PageFrame.tsx';
import { routerBasename } from '../lib/i18n/locale.ts';
import { firstViewCatalogs } from './first-view-catalogs.ts';
import { type FirstViews, slot, type TitleVariant, titleVariant } from './first-view-slots.ts';

/**
 * Build time only (build/inline-start.ts runs it in Node): the first view of `/` and of the title
 * page in every language, rendered by the app's own components with that language's texts, for
 * the page's first paint before the app loads (no flash of English on /de/). The title's values
 * are slots that paint-first-view.ts fills with the stored title.
 */
export function renderFirstViews(locale: Locale = SOURCE_LOCALE): FirstViews {
  activateTexts(locale);
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
          locale,
          '/movie',
          <TitleArticle>
            <TitleHero hero={hero} documentTitle="" />
          </TitleArticle>,
        );
      }
    }
  }
  return { home: page(locale, '/', <HomeLayout />), title, facts: factWords(locale) };
}

/** The facts' words in the active language, each plural form of "seasons" with its number a slot. */
function factWords(locale: Locale): FirstViews['facts'] {
  const rules = new Intl.PluralRules(locale);
  const seasons: FirstViews['facts']['seasons'] = {};
  for (const form of rules.resolvedOptions().pluralCategories) {
    // The smallest count of that form: its text, with the count's digits made a slot.
    let count = 0;
    while (rules.select(count) !== form && count < 1000) count += 1;
    const digits = new Intl.NumberFormat(locale).format(count);
    seasons[form] = i18n._('kind.seasons', { count }).replace(digits, slot('count'));
  }
  return {
    movie: i18n._('kind.movie'),
    tv: i18n._('kind.tv'),
    noDescription: i18n._('kind.noDescription'),
    seasons,
  };
}

/** Every language's first views. */
export function renderAllFirstViews(): Record<Locale, FirstViews> {
  const all = {} as Record<Locale, FirstViews>;
  for (const locale of LOCALE_CODES) all[locale] = renderFirstViews(locale);
  activateTexts(SOURCE_LOCALE);
  return all;
}

/**
 * What the build writes (build/inline-start.ts): English's data block for index.html, and the
 * file of every language's views as JSON for the server (contracts' first-views.ts).
 */
export function firstViewsOutput(): {
  block: string;
  fileName: string;
  file: string;
  faq: { fileName: string; file: string };
} {
  const json = Object.fromEntries(
    Object.entries(renderAllFirstViews()).map(([locale, views]) => [locale, firstViewsJson(views)]),
  );
  return {
    block: firstViewsBlock(SOURCE_LOCALE, json[SOURCE_LOCALE] ?? ''),
    fileName: FIRST_VIEWS_FILE,
    file: JSON.stringify(json),
    faq: { fileName: FAQ_STRUCTURED_DATA_FILE, file: JSON.stringify(faqInEveryLanguage()) },
  };
}

/**
 * The FAQ's structured data in every language, from the module the page itself renders it with
 * (features/content/faq-texts.ts): the served head of /de/faq says what the German page shows.
 */
function faqInEveryLanguage(): Record<Locale, unknown> {
  const all = {} as Record<Locale, unknown>;
  for (const locale of LOCALE_CODES) {
    activateTexts(locale);
    all[locale] = faqStructuredData((id, values) => i18n._(id, values), locale);
  }
  activateTexts(SOURCE_LOCALE);
  return all;
}

/** The language's texts, shell and pages, English beneath for any it lacks (as in the browser). */
function activateTexts(locale: Locale) {
  const english = firstViewCatalogs[SOURCE_LOCALE];
  const own = firstViewCatalogs[locale];
  const messages: Messages = { ...english.shell, ...english.pages, ...own.shell, ...own.pages };
  i18n.load(locale, messages);
  i18n.activate(locale);
}

/**
 * In the page frame, with the header's links (the rest of the header depends on state only the
 * app knows). What React hoists into the head is left out: the tab's title (the server's head
 * already names the page) and the poster's preload hint (the image itself is in the markup).
 */
function page(locale: Locale, path: string, content: ReactNode): string {
  return renderToStaticMarkup(
    <StaticRouter location={localizedPath(locale, path)} basename={routerBasename(locale)}>
      <PageFrame
        header={
          <HeaderBar>
            <div className="min-w-0 flex-1" />
            <HeaderNav />
          </HeaderBar>
        }
      >
        {content}
      </PageFrame>
    </StaticRouter>,
  )
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/<link [^>]*>/g, '');
}
