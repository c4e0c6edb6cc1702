import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

/** An honest stand-in for a page that a later release fills in. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeading title={title} />
      <div className="flex flex-col gap-3 leading-relaxed text-fg">{children}</div>
      <p>
        <Link to="/" className="text-link underline underline-offset-2">
          Back to search
        </Link>
      </p>
    </div>
  );
}
