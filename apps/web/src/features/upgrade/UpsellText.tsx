import { useT } from '../../lib/i18n/use-t.ts';
import { useQuota } from '../quota/index.ts';

/**
 * The upsell's sentence: an unverified account is counted as a visitor, so "log in for a bonus
 * search" does not apply to it — verifying its e-mail does (docs/product-rules.md#who-is-counted).
 */
export function UpsellText() {
  const { data } = useQuota();
  const t = useT();
  return <p>{data?.emailUnverified ? t('upsell.textUnverified') : t('upsell.text')}</p>;
}
