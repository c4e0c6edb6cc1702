import { parseTitleRef } from '@reelatlas/contracts';
import { LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { loginPathReturningTo } from '../../lib/login-return.ts';
import { useSession } from '../account/index.ts';

/** The title page being looked at, if any: where signing in should bring the visitor back. */
function currentTitlePath(pathname: string, search: string): string | undefined {
  if (pathname !== '/movie' && pathname !== '/movieoverlay') return undefined;
  const ref = parseTitleRef(new URLSearchParams(search).get('id'));
  return ref ? `/movie?id=${ref.type}:${ref.id}` : undefined;
}

/**
 * The upsell's 'Upgrade to Premium' (→ /premium) and 'Return to Home' (→ /); for a signed-out
 * visitor also 'Log in', which the upsell's text promises a bonus search for, coming back to the
 * title afterwards (docs/product-rules.md#daily-searches) (`returnTo`, else the title page this is shown on).
 */
export function UpsellActions({ onNavigate, returnTo }: { onNavigate?: () => void; returnTo?: string }) {
  const navigate = useNavigate();
  const t = useT();
  const location = useLocation();
  const { data: me, isSuccess } = useSession();
  const go = (path: string) => {
    onNavigate?.();
    navigate(path);
  };
  const back = returnTo ?? currentTitlePath(location.pathname, location.search);
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" data-autofocus className={buttonStyles.primary} onClick={() => go('/premium')}>
        {t('upsell.upgradeToPremium')}
      </button>
      {isSuccess && me === null ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => go(loginPathReturningTo(back))}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {t('account.logIn')}
        </button>
      ) : null}
      <button type="button" className={buttonStyles.secondary} onClick={() => go('/')}>
        {t('upsell.returnHome')}
      </button>
    </div>
  );
}
