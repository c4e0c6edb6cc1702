import type { CatalogProvider, Mailer } from '@reelatlas/core';
import type { Metrics } from './metrics.ts';

/** Counts e-mails by transport and outcome; the mail itself is passed on unchanged. */
export function countedMailer(mailer: Mailer, metrics: Metrics, transport: 'smtp' | 'outbox'): Mailer {
  const sent = metrics.emails.labels(transport, 'sent');
  const failed = metrics.emails.labels(transport, 'failed');
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        sent.inc();
      } catch (err) {
        failed.inc();
        throw err;
      }
    },
  };
}

/** A fetch for the TMDb client that counts every request it sends by outcome. */
export function countedFetch(metrics: Metrics, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    try {
      const res = await inner(input, init);
      metrics.tmdbCalls.labels(`${Math.floor(res.status / 100)}xx`).inc();
      return res;
    } catch (err) {
      metrics.tmdbCalls.labels('error').inc();
      throw err;
    }
  };
}

/**
 * Counts the calls of every method of a catalog (`counter`, labelled by method). Wrapping the
 * in-process cache counts lookups; wrapping what the cache wraps counts misses. A Proxy keeps
 * the catalog's shape: optional methods stay absent when the catalog lacks them.
 */
export function countedCatalog<Catalog extends CatalogProvider>(
  catalog: Catalog,
  counter: Metrics['catalogLookups'],
): Catalog {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(catalog, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      let counted = wrapped.get(property);
      if (!counted) {
        const child = counter.labels(String(property));
        counted = (...args: unknown[]) => {
          child.inc();
          return value.apply(target, args);
        };
        wrapped.set(property, counted);
      }
      return counted;
    },
  });
}
