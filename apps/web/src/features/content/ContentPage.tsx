import { PAGE_META, type PagePath, SOURCE_LOCALE } from '@reelatlas/contracts';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** Links inside text: the theme's link colour and an underline, so colour is not the only cue. */
const textLinks = '[&_a]:text-link [&_a]:underline [&_a]:underline-offset-2';
/** Readable prose in both themes: spacing, lists and links for every content page. */
const prose = `flex flex-col gap-10 leading-relaxed text-fg ${textLinks} [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ul]:mt-3`;

export interface ContentSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/**
 * A static page (help, FAQ, terms, privacy): its h1 and document title come from the shared page
 * table, so the tab, the link previews and the heading always agree. An optional list of
 * sections becomes an "On this page" index. An English-only text (the terms, the privacy policy)
 * says so in the visitor's language, and its body is marked `lang="en"` for screen readers and
 * translation tools (docs/architecture.md#languages).
 */
export function ContentPage({
  path,
  updated,
  intro,
  contents,
  englishOnly = false,
  children,
}: {
  path: PagePath;
  /** ISO date the text last changed, shown as "Last updated". */
  updated?: string;
  intro?: ReactNode;
  contents?: Pick<ContentSectionProps, 'id' | 'title'>[];
  /** The text exists in English only, and the English text governs. */
  englishOnly?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const locale = i18n.locale;
  const english = englishOnly && locale !== SOURCE_LOCALE;
  const bodyLang = english ? SOURCE_LOCALE : undefined;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <PageHeading title={PAGE_META[path].title} />
        {english ? (
          <p className="rounded-lg border border-border bg-surface-2 p-3 text-sm" data-testid="english-only">
            {t('content.englishGoverns')}
          </p>
        ) : null}
        {updated ? (
          <p className="text-sm text-muted">
            {t('content.updated')} <time dateTime={updated}>{formatUpdated(updated, locale)}</time>
          </p>
        ) : null}
        {intro ? (
          <div lang={bodyLang} className={`text-lg leading-relaxed text-fg ${textLinks}`}>
            {intro}
          </div>
        ) : null}
      </header>
      {contents?.length ? (
        <nav aria-labelledby="on-this-page" className="rounded-lg border border-border bg-surface p-4">
          <h2 id="on-this-page" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t('content.onThisPage')}
          </h2>
          <ol
            lang={bodyLang}
            className="mt-2 grid gap-1 ps-5 text-sm sm:grid-cols-2 [&_a]:text-link [&_a]:underline-offset-2 [&_a:hover]:underline"
          >
            {contents.map((section) => (
              <li key={section.id} className="list-decimal">
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div lang={bodyLang} className={prose}>
        {children}
      </div>
    </article>
  );
}

/** One titled part of a content page (h2), reachable from the page index by its id. */
export function ContentSection({ id, title, children }: ContentSectionProps) {
  return (
    <section aria-labelledby={id} className="scroll-mt-6">
      <h2 id={id} className="text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * "Nov 21, 2026" (in the visitor's language, from Intl): a date without the time of day, which a
 * policy's revision date does not have (its midnight would read as a time the text changed).
 */
function formatUpdated(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
