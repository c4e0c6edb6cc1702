import { type ReactNode, useState } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Poster } from '../../components/Poster.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { TitleFacts } from './TitleFacts.tsx';
import type { TitleHeroData } from './title-hero-data.ts';

/**
 * The title page's column. It and TitleHero are also rendered at build time (react-dom/server,
 * shell/first-views.tsx) for the page's first paint, so that paint is this markup.
 */
export function TitleArticle({ children }: { children: ReactNode }) {
  return <article className="mx-auto flex max-w-5xl flex-col gap-5 sm:gap-6">{children}</article>;
}

/**
 * A compact header, so that the answer (where it streams) starts on a phone's first screen: a
 * small poster beside the heading, facts and the description (folded when long), then
 * `children` (the actions) across the whole width.
 */
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
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-6">
        <Poster
          title={hero.title}
          thumbnail={hero.thumbnail}
          card={hero.card}
          eager
          compact
          className="aspect-[2/3] w-full rounded-lg border border-border"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <PageHeading title={documentTitle} className="text-xl leading-tight font-bold sm:text-3xl">
            {hero.title}
          </PageHeading>
          <TitleFacts facts={hero.facts} rating={hero.rating} />
          <Description text={hero.description} long={hero.longDescription} />
        </div>
      </div>
      {children}
    </div>
  );
}

/** The description, its first lines only when long, with a button that unfolds it. */
function Description({ text, long }: { text: string; long: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col items-start gap-1">
      <p className={`leading-relaxed ${long && !open ? 'line-clamp-2 sm:line-clamp-3' : ''}`}>{text}</p>
      {long ? (
        <button
          type="button"
          className="rounded-md text-sm font-medium text-link underline underline-offset-2"
          // No aria-controls: an id would differ between the build's first view and the app.
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('title.showLess') : t('title.showMore')}
        </button>
      ) : null}
    </div>
  );
}
