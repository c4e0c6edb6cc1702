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

/**
 * A US dollar amount as a language writes it ('$1.00', '1,00 $', 'US$1.00'): `Intl`, never a
 * catalog (apps/web/locales/glossary.md). Whole zero reads '$0'. One source for the served head
 * and the web's pages.
 */
export function formatUsd(amount: number, locale: string): string {
  const digits = amount === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
