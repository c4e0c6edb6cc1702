import { proProductJsonLd } from '@reelatlas/contracts';
import { shownLanguageUrl } from '../../components/LanguageAlternates.tsx';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { JsonLd } from './JsonLd.tsx';
import { proProductIn } from './page-head-texts.ts';

/**
 * /premium's Product data (docs/product-rules.md#plans-and-trial: the structured data says 2.99 USD),
 * described in the language shown, at that language's address.
 */
export function ProStructuredData() {
  const t = useT();
  const data = proProductJsonLd(window.location.origin);
  return <JsonLd data={proProductIn(data, i18n.locale, shownLanguageUrl('/premium'), t)} />;
}
