import { useT } from '../../lib/i18n/use-t.ts';
import { formatCounter } from './quota-display.ts';
import { useQuota } from './use-quota.ts';

/**
 * 'used N of 2' from the server's quota; a quiet placeholder while it loads. An unverified
 * account is counted as a visitor, and is told how to get the account's 3 (docs/product-rules.md#who-is-counted).
 */
export function SearchCounter() {
  const { data, isError, refetch } = useQuota();
  const t = useT();
  if (isError) {
    return (
      <p className="text-sm text-muted">
        {t('quota.unavailable')}{' '}
        <button type="button" className="text-link underline" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  return (
    <p className="text-sm text-muted" aria-live="polite" data-testid="search-counter">
      {data ? (
        <>
          {formatCounter(data, t)}
          {data.emailUnverified ? (
            <span data-testid="verify-for-more">
              {' · '}
              {t('quota.verifyForMore')}
            </span>
          ) : null}
        </>
      ) : (
        <span className="inline-block h-4 w-24 animate-pulse rounded bg-surface-2" />
      )}
    </p>
  );
}
