/**
 * The Pro plan as the content pages and structured data describe it (docs/product-rules.md#plans-and-trial): $1.00 a month,
 * the old $2.99 struck through, a 7-day trial once per user. Billing charges what Stripe's price
 * says; these are the texts.
 */
export const PRO_OFFER = {
  monthlyUsd: '1.00',
  /** The struck-through price; structured data carries this one (docs/product-rules.md#plans-and-trial). */
  listPriceUsd: '2.99',
  trialDays: 7,
} as const;
