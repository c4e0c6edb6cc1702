import { countryName, nameCollator } from '../../lib/countries.ts';
import { activeLocale } from '../../lib/i18n/active-locale.ts';
import { warmOfferFormats } from '../../lib/offer-facts-text.ts';
import { formatRating } from './title-facts-text.ts';

/**
 * Builds the Intl objects the title page's first render uses (rating, dates, prices, country
 * names and their order) for the page's language, while the visitor is still choosing: each
 * first Intl object of a kind loads its language's data, which otherwise lands between the
 * click and the first platform row (docs/performance.md#bars).
 */
export function warmTitleFormats(): void {
  formatRating(7.5, activeLocale());
  warmOfferFormats();
  countryName('JP');
  nameCollator().compare('a', 'b');
}
