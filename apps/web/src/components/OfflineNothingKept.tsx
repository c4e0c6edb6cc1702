import { useT } from '../lib/i18n/use-t.ts';
import { PageHeading } from './PageHeading.tsx';

/** A page opened offline with nothing kept for it: says so, and that it loads once back online. */
export function OfflineNothingKept({ title }: { title?: string }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4" data-testid="offline-nothing-kept">
      <PageHeading title={title ?? t('offline.title')} />
      <p className="text-muted">{t('offline.nothingKept')}</p>
    </div>
  );
}
