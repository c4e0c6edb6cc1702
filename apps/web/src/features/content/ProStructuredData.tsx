import { proProductJsonLd } from '@reelatlas/contracts';
import { JsonLd } from './JsonLd.tsx';

/** /premium's Product data (docs/product-rules.md#plans-and-trial: the structured data says 2.99 USD). */
export function ProStructuredData() {
  return <JsonLd data={proProductJsonLd(window.location.origin)} />;
}
