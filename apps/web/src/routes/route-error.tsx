import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonStyles } from '../components/button-styles.ts';

/**
 * Last-resort boundary. The usual cause is a route chunk that no longer exists after a deploy,
 * which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-start gap-4 p-8 text-fg">
      <h1 className="text-2xl font-bold">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'There is no page at this address.'
          : 'The page could not be shown. Reloading usually helps.'}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonStyles.secondary}>
          Back to Home
        </Link>
      </div>
    </main>
  );
}
