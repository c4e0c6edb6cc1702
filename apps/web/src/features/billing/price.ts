import { formatUsd, PRO_PRICE } from '@reelatlas/contracts';

/** The amount of a contracts price text ('$1.00' → 1): the prices are US dollars. */
function dollars(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** Pro's price, its struck-through old price and the free plans' price, in a language. */
export function proPrices(locale: string) {
  return {
    amount: formatUsd(dollars(PRO_PRICE.amount), locale),
    oldAmount: formatUsd(dollars(PRO_PRICE.oldAmount), locale),
    free: formatUsd(0, locale),
  };
}
