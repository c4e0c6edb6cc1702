import { VPN_OFFER } from '@reelatlas/contracts';
import { Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { hasProAccess, useLocale, useSession } from '../account/index.ts';
import { useConfig } from '../config/index.ts';
import { proPrices } from './price.ts';

/** Pages that are about paying already, where an ad would only be in the way. */
const NO_AD_PATHS = ['/premium', '/upgrade', '/thankyou', '/subscription-cancelled', '/login'];

/**
 * Free users see ads. The slot holds our own offers, never a third-party ad script:
 * the Pro house ad for a signed-in Free user (they can upgrade), the VPN partner offer
 * (VPN_AFFILIATE_URL) for an anonymous visitor. Pro and Trial users see none.
 */
export function AdSlot() {
  const { pathname } = useLocation();
  const { data: me, isSuccess } = useSession();
  const { data: config } = useConfig();
  const t = useT();
  const locale = useLocale();
  if (!isSuccess || hasProAccess(me) || NO_AD_PATHS.includes(pathname)) return null;

  const house = me !== null;
  if (!house && !config?.vpnAffiliateUrl) return null;
  const title = house ? t('billing.houseAdTitle') : t('billing.vpnAdTitle');
  const text = house
    ? t('billing.houseAdText', { price: proPrices(locale).amount })
    : t('billing.vpnAdText', { discount: VPN_OFFER.discountPercent, months: VPN_OFFER.extraMonths });
  const linkClass = 'font-semibold text-link underline underline-offset-2';
  return (
    <aside aria-label={t('billing.adLabel')} className="mx-auto w-full max-w-5xl px-4" data-testid="ad-slot">
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border bg-surface px-4 py-3 text-sm">
        <span className="text-xs uppercase tracking-wide text-muted">{t('billing.adLabel')}</span>
        <Sparkles aria-hidden="true" className="size-4 text-link" />
        <strong>{title}</strong>
        <span className="text-muted">{text}</span>
        {house ? (
          <Link to="/premium" className={linkClass}>
            {t('billing.seePro')}
          </Link>
        ) : (
          <a
            href={config?.vpnAffiliateUrl}
            target="_blank"
            rel="sponsored noopener noreferrer"
            className={linkClass}
          >
            {t('billing.getOffer')}
          </a>
        )}
      </div>
    </aside>
  );
}
