import { offlineMessages } from '@reelatlas/contracts';
import { PageHeading } from './PageHeading.tsx';

/** A page opened offline with nothing kept for it: says so, and that it loads once back online. */
export function OfflineNothingKept({ title = 'Offline' }: { title?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4" data-testid="offline-nothing-kept">
      <PageHeading title={title} />
      <p className="text-muted">{offlineMessages.nothingKept}</p>
    </div>
  );
}
