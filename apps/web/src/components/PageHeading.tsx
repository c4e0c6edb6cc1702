import type { ReactNode } from 'react';

/** The page's h1 plus the document title, so each route is announced and named in the tab. */
export function PageHeading({
  title,
  children,
  className = 'text-2xl font-bold sm:text-3xl',
}: {
  title: string;
  children?: ReactNode;
  /** Its size: the title page's compact header uses a smaller one on a phone. */
  className?: string;
}) {
  return (
    <>
      <title>{`${title} · ReelAtlas`}</title>
      <h1 className={className}>{children ?? title}</h1>
    </>
  );
}
