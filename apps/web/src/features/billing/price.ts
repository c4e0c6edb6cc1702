import { PRO_PRICE } from '@reelatlas/contracts';

/** The amount of a contracts price text ('$1.00' → 1): the prices are US dollars. */
function dollars(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

/**
 * A US dollar amount as the language writes it ('$1.00', '1,00 $', 'US$1.00'): `Intl`, never a
 * catalog (apps/web/locales/glossary.md). Whole zero reads '$0'.
 */
export function formatDollars(amount: number, locale: string): string {
  const digits = amount === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** Pro's price, its struck-through old price and the free plans' price, in a language. */
export function proPrices(locale: string) {
  return {
    amount: formatDollars(dollars(PRO_PRICE.amount), locale),
    oldAmount: formatDollars(dollars(PRO_PRICE.oldAmount), locale),
    free: formatDollars(0, locale),
  };
}
