import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * Home's column and its heading block (the tagline is the page's largest text). Also rendered at
 * build time (react-dom/server, shell/first-views.tsx) for the page's first paint.
 */
export function HomeLayout({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <header className="flex flex-col gap-2 pt-4 text-center sm:pt-10">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">ReelAtlas</h1>
        <p className="text-muted">{t('home.tagline')}</p>
      </header>
      {children}
    </div>
  );
}
