import type { ReactNode } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Poster } from '../../components/Poster.tsx';
import { TitleFacts } from './TitleFacts.tsx';
import type { TitleHeroData } from './title-hero-data.ts';

/**
 * The title page's column. It and TitleHero are also rendered at build time (react-dom/server,
 * shell/first-views.tsx) for the page's first paint, so that paint is this markup.
 */
export function TitleArticle({ children }: { children: ReactNode }) {
  return <article className="mx-auto flex max-w-5xl flex-col gap-8">{children}</article>;
}

/** Poster, heading, facts and description (the page's largest text), then `children` (the actions). */
export function TitleHero({
  hero,
  documentTitle,
  children,
}: {
  hero: TitleHeroData;
  /** The tab's title. */
  documentTitle: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-8">
      <Poster
        title={hero.title}
        thumbnail={hero.thumbnail}
        card={hero.card}
        eager
        className="mx-auto aspect-[2/3] w-48 rounded-xl border border-border sm:w-full"
      />
      <div className="flex flex-col gap-4">
        <PageHeading title={documentTitle}>{hero.title}</PageHeading>
        <TitleFacts facts={hero.facts} rating={hero.rating} />
        <p className="leading-relaxed">{hero.description}</p>
        {children}
      </div>
    </div>
  );
}
