import { proProductJsonLd } from '@reelatlas/contracts';
import { JsonLd } from './JsonLd.tsx';

/** /premium's Product data (spec §9: the structured data says 2.99 USD). */
export function ProStructuredData() {
  return <JsonLd data={proProductJsonLd(window.location.origin)} />;
}
