import { ShieldBan } from 'lucide-react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** What a visitor from a banned network sees in place of any page (docs/product-rules.md#bans). */
export function BannedPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4" data-testid="banned-page">
      <ShieldBan aria-hidden="true" className="size-10 text-danger" />
      <PageHeading title={t('banned.title')} />
      <p role="alert" className="text-lg">
        {t('banned.message')}
      </p>
      <p className="text-muted">{t('banned.explain')}</p>
    </div>
  );
}
