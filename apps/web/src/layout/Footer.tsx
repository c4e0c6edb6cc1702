import { VPN_OFFER } from '@reelatlas/contracts';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useConfig } from '../features/config/index.ts';
import { TmdbAttribution } from '../features/content/index.ts';
import { useT } from '../lib/i18n/use-t.ts';

const footerLinks = [
  { to: '/help', label: 'footer.help' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacypolicy', label: 'footer.privacy' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/suggest', label: 'footer.suggest' },
] as const;

/** Footer: the VPN affiliate offer (docs/product-rules.md#plans-and-trial) and the static pages. */
export function Footer() {
  const { data: config } = useConfig();
  const t = useT();
  const offer = t('footer.vpnOffer', { discount: VPN_OFFER.discountPercent, months: VPN_OFFER.extraMonths });
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="size-5 text-link" />
          <span>{t('footer.vpnPitch')}</span>
          {config?.vpnAffiliateUrl ? (
            <a
              href={config.vpnAffiliateUrl}
              target="_blank"
              rel="sponsored noopener noreferrer"
              className="font-semibold text-link underline underline-offset-2"
              data-testid="vpn-offer"
            >
              {offer}
            </a>
          ) : (
            <span className="font-semibold">{offer}</span>
          )}
        </p>
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted underline-offset-2 hover:text-fg hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <TmdbAttribution />
        <p className="text-xs text-muted">
          © {new Date().getFullYear()} ReelAtlas. {t('footer.note')}
        </p>
      </div>
    </footer>
  );
}
