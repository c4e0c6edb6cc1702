import { VPN_OFFER } from '@reelatlas/contracts';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useConfig } from '../features/config/index.ts';
import { TmdbAttribution } from '../features/content/index.ts';

const footerLinks = [
  { to: '/help', label: 'Help' },
  { to: '/faq', label: 'FAQ' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacypolicy', label: 'Privacy Policy' },
  { to: '/contact', label: 'Contact' },
  { to: '/suggest', label: 'Suggest a feature' },
] as const;

/** Footer: the VPN affiliate offer (docs/product-rules.md#plans-and-trial) and the static pages. */
export function Footer() {
  const { data: config } = useConfig();
  const offer = `${VPN_OFFER.discountPercent}% off + ${VPN_OFFER.extraMonths} extra months`;
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="size-5 text-link" />
          <span>Travelling? Stream your home catalog with a VPN:</span>
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
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted underline-offset-2 hover:text-fg hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <TmdbAttribution />
        <p className="text-xs text-muted">
          © {new Date().getFullYear()} ReelAtlas. Availability changes often: check the service before you
          subscribe.
        </p>
      </div>
    </footer>
  );
}
