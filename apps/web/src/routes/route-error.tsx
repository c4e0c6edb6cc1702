import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonStyles } from '../components/button-styles.ts';
import { useT } from '../lib/i18n/use-t.ts';

/**
 * Last-resort boundary. The usual cause is a route chunk that no longer exists after a deploy,
 * which a reload fixes.
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-start gap-4 p-8 text-fg">
      <h1 className="text-2xl font-bold">{notFound ? t('error.notFound') : t('error.heading')}</h1>
      <p>{notFound ? t('error.noPage') : t('error.text')}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link to="/" className={buttonStyles.secondary}>
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}
