import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';

/** The compact variant of the upsell (docs/product-rules.md#messages): 'No searches left today' with a Go Pro link. */
export function NoSearchesLeft() {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium" data-testid="no-searches-left">
      <span className="text-danger">{t('upsell.noSearchesLeft')}</span>
      <Link to="/premium" className="text-link underline underline-offset-2">
        {t('upsell.goPro')}
      </Link>
    </p>
  );
}
