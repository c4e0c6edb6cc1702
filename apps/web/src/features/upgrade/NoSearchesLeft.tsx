import { messages } from '@reelatlas/contracts';
import { Link } from 'react-router';

/** The compact variant of the upsell (docs/product-rules.md#messages): 'No searches left today' with a Go Pro link. */
export function NoSearchesLeft() {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium" data-testid="no-searches-left">
      <span className="text-danger">{messages.noSearchesLeft}</span>
      <Link to="/premium" className="text-link underline underline-offset-2">
        Go Pro
      </Link>
    </p>
  );
}
