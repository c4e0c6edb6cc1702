/**
 * Plausible local prices for rent/buy offers. Each currency has a short ladder of typical store
 * price points; a title gets one rung per store, so its price is consistent across every country
 * that shares a currency instead of jumping around from row to row.
 */
interface PriceLadder {
  format(amount: number): string;
  rent: readonly number[];
  buy: readonly number[];
}

function withThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const before =
  (symbol: string, decimals: number) =>
  (amount: number): string =>
    decimals === 0 ? `${symbol}${withThousands(amount)}` : `${symbol}${amount.toFixed(decimals)}`;
const after =
  (symbol: string, decimals: number) =>
  (amount: number): string =>
    `${amount.toFixed(decimals)} ${symbol}`;

const USD: PriceLadder = {
  format: before('$', 2),
  rent: [2.99, 3.99, 4.99, 5.99],
  buy: [9.99, 12.99, 14.99, 19.99],
};

const ladders: Record<string, PriceLadder> = {
  EUR: { format: before('€', 2), rent: [2.99, 3.99, 4.99], buy: [7.99, 9.99, 11.99, 13.99] },
  GBP: { format: before('£', 2), rent: [2.49, 3.49, 4.49], buy: [5.99, 7.99, 9.99, 13.99] },
  CAD: { format: before('CA$', 2), rent: [3.99, 4.99, 6.99], buy: [14.99, 19.99, 24.99] },
  AUD: { format: before('A$', 2), rent: [4.99, 5.99, 6.99], buy: [14.99, 19.99, 24.99] },
  NZD: { format: before('NZ$', 2), rent: [4.99, 5.99, 7.99], buy: [14.99, 19.99, 24.99] },
  CHF: { format: before('CHF ', 2), rent: [3.5, 4.5, 5.5], buy: [12, 16, 20] },
  JPY: { format: before('¥', 0), rent: [300, 400, 500], buy: [1500, 2000, 2500] },
  KRW: { format: before('₩', 0), rent: [2500, 3500, 4500], buy: [7000, 10000, 12000] },
  INR: { format: before('₹', 0), rent: [79, 99, 149], buy: [290, 490, 690] },
  BRL: { format: before('R$', 2), rent: [6.9, 9.9, 14.9], buy: [29.9, 39.9, 49.9] },
  MXN: { format: before('MX$', 0), rent: [49, 69, 89], buy: [149, 199, 249] },
  SEK: { format: after('kr', 0), rent: [39, 49, 59], buy: [99, 149, 199] },
  NOK: { format: after('kr', 0), rent: [39, 49, 59], buy: [99, 149, 199] },
  DKK: { format: after('kr', 0), rent: [29, 39, 49], buy: [79, 99, 149] },
  PLN: { format: after('zł', 2), rent: [9.99, 14.99, 19.99], buy: [39.99, 49.99, 59.99] },
};

// Rough on purpose: the stores' own currency per country; anything not listed is billed in USD,
// which is what the big stores do in most smaller markets.
const currencyByCountry: Record<string, string> = {
  GB: 'GBP',
  GG: 'GBP',
  GI: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  LI: 'CHF',
  JP: 'JPY',
  KR: 'KRW',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
};
for (const eurozone of 'AD AT BE CY DE EE ES FI FR GF GR HR IE IT LT LU LV MC MT NL PT SI SK SM VA XK'.split(
  ' ',
)) {
  currencyByCountry[eurozone] = 'EUR';
}

export interface DemoPrice {
  amount: number;
  /** ISO 4217. */
  currency: string;
  /** As the store shows it: "$3.99", "€4.99", "¥400". */
  formatted: string;
}

/**
 * `position` in [0, 1) says how far up the ladder the title sits (cheap catalogue film … new
 * release); it is relative so ladders of different lengths agree on what "expensive" means.
 */
export function localPrice(country: string, offerType: 'rent' | 'buy', position: number): DemoPrice {
  const currency = currencyByCountry[country];
  const ladder = (currency && ladders[currency]) || USD;
  const steps = ladder[offerType];
  const index = Math.min(steps.length - 1, Math.max(0, Math.floor(position * steps.length)));
  const amount = steps[index] ?? 0;
  return {
    amount,
    currency: ladder === USD ? 'USD' : (currency as string),
    formatted: ladder.format(amount),
  };
}
