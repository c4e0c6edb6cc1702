import type { ReactNode } from 'react';

/** The page's h1 plus the document title, so each route is announced and named in the tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <title>{`${title} · ReelAtlas`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{children ?? title}</h1>
    </>
  );
}
