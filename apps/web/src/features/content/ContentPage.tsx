import { PAGE_META, type PagePath } from '@reelatlas/contracts';
import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';

/** Links inside text: the theme's link colour and an underline, so colour is not the only cue. */
const textLinks = '[&_a]:text-link [&_a]:underline [&_a]:underline-offset-2';
/** Readable prose in both themes: spacing, lists and links for every content page. */
const prose = `flex flex-col gap-10 leading-relaxed text-fg ${textLinks} [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:mt-3`;

export interface ContentSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/**
 * A static page (help, FAQ, terms, privacy): its h1 and document title come from the shared page
 * table, so the tab, the link previews and the heading always agree. An optional list of
 * sections becomes an "On this page" index.
 */
export function ContentPage({
  path,
  updated,
  intro,
  contents,
  children,
}: {
  path: PagePath;
  /** ISO date the text last changed, shown as "Last updated". */
  updated?: string;
  intro?: ReactNode;
  contents?: Pick<ContentSectionProps, 'id' | 'title'>[];
  children: ReactNode;
}) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <PageHeading title={PAGE_META[path].title} />
        {updated ? (
          <p className="text-sm text-muted">
            Last updated: <time dateTime={updated}>{formatUpdated(updated)}</time>
          </p>
        ) : null}
        {intro ? <div className={`text-lg leading-relaxed text-fg ${textLinks}`}>{intro}</div> : null}
      </header>
      {contents?.length ? (
        <nav aria-labelledby="on-this-page" className="rounded-lg border border-border bg-surface p-4">
          <h2 id="on-this-page" className="text-sm font-semibold uppercase tracking-wide text-muted">
            On this page
          </h2>
          <ol className="mt-2 grid gap-1 pl-5 text-sm sm:grid-cols-2 [&_a]:text-link [&_a]:underline-offset-2 [&_a:hover]:underline">
            {contents.map((section) => (
              <li key={section.id} className="list-decimal">
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={prose}>{children}</div>
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
 * "Nov 21, 2026": the product date display ('MMM dd, yyyy, HH:mm') without the time of day, which a
 * policy's revision date does not have (its midnight would read as a time the text changed).
 */
function formatUpdated(isoDate: string): string {
  return format(parseISO(isoDate), 'MMM dd, yyyy');
}
