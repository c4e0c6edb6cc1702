import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** Any address the app does not know (the server answers it 404): kept out of search indexes. */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <meta name="robots" content="noindex" />
      <PageHeading title={t('error.notFound')} />
      <p className="leading-relaxed text-fg">{t('error.noPage')}</p>
      <p>
        <Link to="/" className="text-link underline underline-offset-2">
          {t('pages.notFound.back')}
        </Link>
      </p>
    </div>
  );
}
