import { type JsonLd as JsonLdData, jsonLdText } from '@reelatlas/contracts';

/**
 * Structured data for search engines. A data block, never executed, so the CSP allows it without
 * a hash; the text is escaped so nothing inside can end the element.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json">{jsonLdText(data)}</script>;
}
