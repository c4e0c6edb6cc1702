import { Info } from 'lucide-react';
import { useT } from '../lib/i18n/use-t.ts';

/**
 * Every screen showing demo catalog data says so, in words for visitors: how to switch to live
 * data is the operator's business (the server's log and docs/catalog.md say it).
 */
export function DemoNote() {
  const t = useT();
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted"
    >
      <Info aria-hidden="true" className="size-4 shrink-0" />
      {t('layout.demoNote')}
    </p>
  );
}
