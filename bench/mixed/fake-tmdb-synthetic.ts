// A stand-in for TMDb's API over the synthetic catalog, for the mixed-load benchmark's live mode:
// details with watch providers for every synthetic id, the provider and region lists, and an
// empty search, each answered after 80–200 ms (TMDb's latency from a far region) and refused
// with 429 past 40 requests in a second, as TMDb caps a site.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PROVIDERS } from '@reelatlas/adapters/demo-catalog';
import type { OfferType } from '@reelatlas/contracts';
import { type SyntheticOffer, syntheticTitle } from '../synthetic/generate.ts';

export interface SyntheticTmdb {
  /** The API base, as TMDB_API_URL takes it. */
  url: string;
  /** Requests answered (200/404) and refused for the rate cap (429). */
  counts(): { answered: number; refused: number };
  close(): Promise<void>;
}

/** TMDb's own offer kinds; ours fold TMDb's "flatrate" into "subscription". */
const TMDB_KIND: Record<OfferType, string> = {
  subscription: 'flatrate',
  free: 'free',
  ads: 'ads',
  rent: 'rent',
  buy: 'buy',
};
const providerId = new Map(DEMO_PROVIDERS.map((provider, index) => [provider.name, index + 1]));
const providerEntry = (name: string) => ({
  provider_id: providerId.get(name) ?? 9999,
  provider_name: name,
  logo_path: `/logo${providerId.get(name) ?? 9999}.jpg`,
  display_priority: providerId.get(name) ?? 9999,
});

function watchProviders(offers: SyntheticOffer[]) {
  const results: Record<string, Record<string, unknown>> = {};
  for (const offer of offers) {
    const country = results[offer.country] ?? { link: offer.link };
    results[offer.country] = country;
    const kind = TMDB_KIND[offer.offerType];
    const list = (country[kind] as unknown[] | undefined) ?? [];
    list.push(providerEntry(offer.provider));
    country[kind] = list;
  }
  return { results };
}

function details(seed: number, titles: number, type: string, id: number) {
  const index = id - 100;
  if (index < 0 || index >= titles) return null;
  const { title, offers } = syntheticTitle(seed, index);
  if (title.type !== type) return null;
  const name = type === 'movie' ? { title: title.title } : { name: title.title };
  const date = `${title.year}-06-01`;
  return {
    id,
    ...name,
    ...(type === 'movie' ? { release_date: date } : { first_air_date: date }),
    poster_path: title.thumbnail ? title.thumbnail.slice(title.thumbnail.lastIndexOf('/')) : null,
    vote_average: title.rating,
    vote_count: title.votes,
    popularity: title.popularity,
    overview: title.description,
    number_of_seasons: title.seasons,
    videos: { results: [] },
    'watch/providers': watchProviders(offers),
    external_ids: { imdb_id: null },
  };
}

export async function startSyntheticTmdb(
  seed: number,
  titles: number,
  options: { minLatencyMs?: number; maxLatencyMs?: number; capPerSecond?: number } = {},
): Promise<SyntheticTmdb> {
  const { minLatencyMs = 80, maxLatencyMs = 200, capPerSecond = 40 } = options;
  let answered = 0;
  let refused = 0;
  let second = 0;
  let inSecond = 0;
  const countries = [...new Set(syntheticTitle(seed, 0).offers.map((offer) => offer.country))];

  const server = createServer((req, res) => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      inSecond = 0;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(status === 429 ? { 'retry-after': '1' } : {}),
      });
      res.end(JSON.stringify(body));
    };
    if (++inSecond > capPerSecond) {
      refused++;
      send(429, { status_code: 25, status_message: 'Your request count is over the allowed limit of 40.' });
      return;
    }
    const url = new URL(req.url ?? '/', 'http://tmdb');
    const path = url.pathname;
    let status = 200;
    let body: unknown;
    const title = /^\/3\/(movie|tv)\/(\d+)$/.exec(path);
    if (title) {
      body = details(seed, titles, title[1] ?? '', Number(title[2]));
      if (!body) {
        status = 404;
        body = { status_code: 34, status_message: 'The resource you requested could not be found.' };
      }
    } else if (/^\/3\/watch\/providers\/(movie|tv)$/.test(path)) {
      body = { results: DEMO_PROVIDERS.map((provider) => providerEntry(provider.name)) };
    } else if (path === '/3/watch/providers/regions') {
      body = {
        results: countries.map((code) => ({ iso_3166_1: code, english_name: code, native_name: code })),
      };
    } else if (path === '/3/search/multi' || /\/top_rated$/.test(path)) {
      body = { page: 1, results: [], total_pages: 1, total_results: 0 };
    } else {
      status = 404;
      body = { status_code: 34, status_message: 'The resource you requested could not be found.' };
    }
    answered++;
    setTimeout(() => send(status, body), minLatencyMs + Math.random() * (maxLatencyMs - minLatencyMs));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/3`,
    counts: () => ({ answered, refused }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
