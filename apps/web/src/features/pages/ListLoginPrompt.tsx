import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** /watchlist and /watched while logged out (docs/product-rules.md#pages: a prompt to log in). */
export function ListLoginPrompt({ title, what }: { title: string; what: string }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4">
      <PageHeading title={title} />
      <p>{t('pages.listLogin.text', { what })}</p>
      <Link to="/login" className={buttonStyles.primary}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('pages.listLogin.button')}
      </Link>
    </div>
  );
}
