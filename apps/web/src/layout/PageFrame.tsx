import type { ReactNode } from 'react';

/**
 * The frame of every page: the header, the main landmark with the page, and what comes around
 * them. RootLayout fills it; the pre-rendered first view (shell/first-views.tsx) renders it with
 * the header's empty bar, since what the header holds depends on state only the app knows.
 */
export function PageFrame({
  header,
  before,
  after,
  children,
}: {
  header: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {before}
      {header}
      <main id="main" tabIndex={-1} className="w-full flex-1 px-4 py-6 outline-none sm:py-8">
        {children}
      </main>
      {after}
    </div>
  );
}

/** The header's bar; the same box with or without its contents, so nothing moves when they appear. */
export function HeaderBar({ children, after }: { children?: ReactNode; after?: ReactNode }) {
  return (
    <header className="border-b border-border bg-surface/80 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">{children}</div>
      {after}
    </header>
  );
}
