import { messages } from '@reelatlas/contracts';
import { ShieldBan } from 'lucide-react';
import { PageHeading } from '../../components/PageHeading.tsx';

/** What a visitor from a banned network sees in place of any page (docs/product-rules.md#bans). */
export function BannedPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4" data-testid="banned-page">
      <ShieldBan aria-hidden="true" className="size-10 text-danger" />
      <PageHeading title="Access blocked" />
      <p role="alert" className="text-lg">
        {messages.banned}
      </p>
      <p className="text-muted">
        Abusing the daily search limits, for example through private windows or a VPN, is against the terms of
        use. If you believe your network was blocked by mistake, please contact the site's operator.
      </p>
    </div>
  );
}
