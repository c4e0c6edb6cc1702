import { FAQ_ENTRIES } from './faq.ts';
import { type PagePath, SITE_NAME } from './page-meta.ts';
import { PRO_OFFER } from './pro-offer.ts';

/** A schema.org JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/**
 * The FAQ's structured data in every language, as the web's build writes it beside index.html
 * (a JSON object of FAQPage data by language code); the server serves the page's language's.
 */
export const FAQ_STRUCTURED_DATA_FILE = 'faq-structured-data.json';

/** FAQPage data for /faq in English: the same questions and answers the page shows. */
export function faqPageJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_ENTRIES.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** Product data for /premium; the offer carries the 2.99 USD price (docs/product-rules.md#plans-and-trial). */
export function proProductJsonLd(siteUrl: string): JsonLd {
  const url = `${siteUrl.replace(/\/+$/, '')}/premium`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${SITE_NAME} Pro`,
    description: `Unlimited searches of where every movie and TV show streams, in every country. ${PRO_OFFER.trialDays}-day free trial for first-time subscribers; renews monthly until cancelled.`,
    brand: { '@type': 'Brand', name: SITE_NAME },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: PRO_OFFER.listPriceUsd,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: PRO_OFFER.listPriceUsd,
        priceCurrency: 'USD',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    },
  };
}

/** The structured data a page carries, if any. */
export function structuredDataFor(path: PagePath, siteUrl: string): JsonLd[] {
  if (path === '/faq') return [faqPageJsonLd()];
  if (path === '/premium') return [proProductJsonLd(siteUrl)];
  return [];
}

/**
 * JSON for a `<script type="application/ld+json">` body. `<`, `>` and `&` are escaped so no text
 * inside can close the script element or start markup; JSON parsers read the escapes back.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
