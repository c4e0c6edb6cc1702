import { messages } from '@reelatlas/contracts';
import { useQuota } from '../quota/index.ts';

/**
 * The upsell's sentence: an unverified account is counted as a visitor, so "log in for a bonus
 * search" does not apply to it — verifying its e-mail does (docs/product-rules.md#who-is-counted).
 */
export function UpsellText() {
  const { data } = useQuota();
  return <p>{data?.emailUnverified ? messages.unverifiedUpgradeOverlay : messages.upgradeOverlay}</p>;
}
