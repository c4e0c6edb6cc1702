import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { hasProAccess, useSession } from '../account/index.ts';

/** While the provider's event is on its way, the user record is re-read this often. */
const ACTIVATION_POLL_MS = 2000;

/**
 * /thankyou (docs/product-rules.md#pages): checkout succeeded and Pro is active, with 'Start Searching'. Stripe tells
 * the server by webhook, which may land a moment after the browser: until the session shows
 * Pro, the page says so and re-reads it.
 */
export function ThankYouPage() {
  const queryClient = useQueryClient();
  const t = useT();
  const { data: me } = useSession();
  const active = hasProAccess(me ?? null);

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.quota });
    if (active) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.session }),
      ACTIVATION_POLL_MS,
    );
    return () => window.clearInterval(timer);
  }, [active, queryClient]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4">
      <PageHeading title={t('billing.thankYouTitle')} />
      <p role="status" className="flex items-start gap-2" data-testid="thank-you">
        <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
        {active ? t('billing.thankYou') : t('billing.thankYouPending')}
      </p>
      <Link to="/" className={buttonStyles.primary}>
        {t('billing.startSearching')}
      </Link>
    </div>
  );
}
