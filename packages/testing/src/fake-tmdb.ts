import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAKE_TMDB_API_KEY,
  FAKE_TMDB_BEARER,
  type FakeTmdbTitle,
  fakeTmdbPerson,
  fakeTmdbProviderLists,
  fakeTmdbRegions,
  fakeTmdbTitles,
} from './tmdb-fixtures.ts';

/** What the fake serves; a test may edit any of it between requests. */
export interface FakeTmdbData {
  titles: FakeTmdbTitle[];
  /** TMDb's change feed: the ids whose data changed, each on a UTC day (YYYY-MM-DD). */
  changes: Record<'movie' | 'tv', FakeTmdbChange[]>;
  providers: Record<'movie' | 'tv', Record<string, unknown>[]>;
  regions: Record<string, unknown>[];
}

/** One entry of `/movie/changes` or `/tv/changes`. */
export interface FakeTmdbChange {
  id: number;
  adult?: boolean | null;
  day: string;
}

/** What the fake does instead of answering normally. */
export type TmdbFault =
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Headers after `delayMs` (a slow TMDb). */
  | { kind: 'slow'; delayMs: number }
  /** The connection is closed without an answer. */
  | { kind: 'drop' }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' };

export interface FakeTmdbRequest {
  path: string;
  params: URLSearchParams;
  authorization: string | undefined;
  at: number;
}

export interface FakeTmdb {
  /** The API base, as TMDB_API_URL takes it (…/3). */
  url: string;
  requests: FakeTmdbRequest[];
  /** The served data: edit it to change what the fake answers. */
  data: FakeTmdbData;
  /** Requests whose path starts with `prefix` (e.g. '/3/movie/603'). */
  hits(prefix: string): number;
  /** The next `times` requests matching `path` (all when omitted) get `fault`. */
  fail(fault: TmdbFault, options?: { path?: string | RegExp; times?: number }): void;
  /** Clears faults and the request log. */
  reset(): void;
  close(): Promise<void>;
}

const ERRORS = {
  401: {
    status_code: 7,
    status_message: 'Invalid API key: You must be granted a valid key.',
    success: false,
  },
  404: { status_code: 34, status_message: 'The resource you requested could not be found.', success: false },
  429: {
    status_code: 25,
    status_message: 'Your request count (41) is over the allowed limit of 40.',
    success: false,
  },
  500: {
    status_code: 11,
    status_message: 'Internal error: Something went wrong, contact TMDb.',
    success: false,
  },
  503: {
    status_code: 9,
    status_message: 'Service offline: This service is temporarily offline, try again later.',
    success: false,
  },
} as Record<number, unknown>;

const page = (results: unknown[]) => ({ page: 1, results, total_pages: 1, total_results: results.length });

function listItem(title: FakeTmdbTitle, withMediaType: boolean) {
  return withMediaType ? { ...title.item, media_type: title.mediaType } : title.item;
}

function details(title: FakeTmdbTitle, append: string[]) {
  const body: Record<string, unknown> = { ...title.item, ...title.details };
  if (title.mediaType === 'movie') body.imdb_id = title.imdbId;
  // Appended sub-resources come under the sub-path's name, without repeating the id.
  if (append.includes('videos')) body.videos = { results: title.videos };
  if (append.includes('watch/providers')) body['watch/providers'] = { results: title.providers };
  if (append.includes('external_ids')) body.external_ids = { imdb_id: title.imdbId, wikidata_id: null };
  if (append.includes('translations')) body.translations = title.translations ?? { translations: [] };
  if (append.includes('alternative_titles'))
    body.alternative_titles =
      title.alternativeTitles ?? (title.mediaType === 'movie' ? { titles: [] } : { results: [] });
  return body;
}

function authorized(req: IncomingMessage, params: URLSearchParams) {
  return (
    req.headers.authorization === `Bearer ${FAKE_TMDB_BEARER}` || params.get('api_key') === FAKE_TMDB_API_KEY
  );
}

const CHANGES_PAGE = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * TMDb's change lists as documented: ids (and the adult flag) only, 100 a page, the days from
 * `start_date` to `end_date` (both included; at most 14 days apart, else 422 as TMDb answers).
 */
function changeList(entries: FakeTmdbChange[], params: URLSearchParams) {
  const start = params.get('start_date') ?? '';
  const end = params.get('end_date') ?? '';
  const page = Number(params.get('page') ?? '1');
  const span = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  if (!DAY.test(start) || !DAY.test(end) || !(span >= 0 && span < 14) || !(page >= 1 && page <= 500))
    return {
      status: 422,
      body: { success: false, status_code: 47, status_message: 'The input is not valid.' },
    };
  const listed = entries.filter((e) => e.day >= start && e.day <= end);
  const results = listed
    .slice((page - 1) * CHANGES_PAGE, page * CHANGES_PAGE)
    .map((e) => ({ id: e.id, adult: e.adult ?? false }));
  return {
    status: 200,
    body: {
      results,
      page,
      total_pages: Math.max(1, Math.ceil(listed.length / CHANGES_PAGE)),
      total_results: listed.length,
    },
  };
}

/** Routes of TMDb's v3 API the product uses, over the fixture titles. */
function route(path: string, params: URLSearchParams, data: FakeTmdbData): { status: number; body: unknown } {
  const { titles } = data;
  if (path === '/3/search/multi') {
    const query = (params.get('query') ?? '').toLowerCase();
    const found = titles.filter((t) =>
      String(t.item.title ?? t.item.name)
        .toLowerCase()
        .includes(query),
    );
    const people =
      fakeTmdbPerson.name.toLowerCase().includes(query) || query === 'matrix' ? [fakeTmdbPerson] : [];
    return { status: 200, body: page([...people, ...found.map((t) => listItem(t, true))]) };
  }
  const changes = /^\/3\/(movie|tv)\/changes$/.exec(path);
  if (changes) return changeList(data.changes[changes[1] as 'movie' | 'tv'], params);
  const topRated = /^\/3\/(movie|tv)\/top_rated$/.exec(path);
  if (topRated) {
    const listed = titles
      .filter((t) => t.mediaType === topRated[1])
      .sort((a, b) => Number(b.item.vote_average) - Number(a.item.vote_average));
    return { status: 200, body: page(listed.map((t) => listItem(t, false))) };
  }
  const providers = /^\/3\/watch\/providers\/(movie|tv)$/.exec(path);
  if (providers) return { status: 200, body: { results: data.providers[providers[1] as 'movie' | 'tv'] } };
  if (path === '/3/watch/providers/regions') return { status: 200, body: { results: data.regions } };
  const match = /^\/3\/(movie|tv)\/(\d+)$/.exec(path);
  if (match) {
    const title = titles.find((t) => t.mediaType === match[1] && t.item.id === Number(match[2]));
    if (!title) return { status: 404, body: ERRORS[404] };
    return { status: 200, body: details(title, (params.get('append_to_response') ?? '').split(',')) };
  }
  return { status: 404, body: ERRORS[404] };
}

/**
 * A stand-in for api.themoviedb.org over real HTTP, for tests: both auth styles, the endpoints
 * the product calls (search, details, top rated, the change feed, provider and region lists), and faults on demand (status codes, slow answers, dropped connections,
 * broken JSON). `titles` may be edited by a test (e.g. to change availability).
 */
export async function startFakeTmdb(
  titles: FakeTmdbTitle[] = structuredClone(fakeTmdbTitles),
  options: { port?: number } = {},
): Promise<FakeTmdb> {
  const data: FakeTmdbData = {
    titles,
    changes: { movie: [], tv: [] },
    providers: structuredClone(fakeTmdbProviderLists),
    regions: structuredClone(fakeTmdbRegions),
  };
  const requests: FakeTmdbRequest[] = [];
  let faults: { fault: TmdbFault; path?: string | RegExp; times: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-tmdb');
    // Not TMDb's: lets a test in another process (the browser suite) count the calls made so far.
    if (url.pathname === '/__hits') {
      const prefix = url.searchParams.get('prefix') ?? '/';
      const hits = requests.filter((r) => r.path.startsWith(prefix)).length;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hits }));
      return;
    }
    // Not TMDb's either: lets the browser suite change a title's providers, as TMDb's data changes.
    const edit = /^\/__providers\/(movie|tv)\/(\d+)$/.exec(url.pathname);
    if (edit && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const title = data.titles.find((t) => t.mediaType === edit[1] && t.item.id === Number(edit[2]));
        if (title) title.providers = JSON.parse(body) as typeof title.providers;
        res.writeHead(title ? 204 : 404).end();
      });
      return;
    }
    requests.push({
      path: url.pathname,
      params: url.searchParams,
      authorization: req.headers.authorization,
      at: Date.now(),
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res
        .writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers })
        .end(JSON.stringify(body));
    };
    const answer = () => {
      if (!authorized(req, url.searchParams)) return send(401, ERRORS[401]);
      const { status, body } = route(url.pathname, url.searchParams, data);
      send(status, body);
    };

    const entry = faults.find(
      (f) =>
        f.times > 0 &&
        (f.path === undefined ||
          (typeof f.path === 'string' ? url.pathname.startsWith(f.path) : f.path.test(url.pathname))),
    );
    if (!entry) return answer();
    entry.times--;
    const { fault } = entry;
    if (fault.kind === 'drop') return req.socket.destroy();
    if (fault.kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"page":1,"results":[{"id":603,');
      return;
    }
    if (fault.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, fault.delayMs);
      timers.add(timer);
      return;
    }
    send(
      fault.status,
      ERRORS[fault.status] ?? { success: false },
      fault.retryAfter !== undefined ? { 'retry-after': fault.retryAfter } : {},
    );
  });
  await new Promise<void>((ready) => server.listen(options.port ?? 0, '127.0.0.1', ready));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${base}/3`,
    data,
    requests,
    hits: (prefix) => requests.filter((r) => r.path.startsWith(prefix)).length,
    fail(fault, options = {}) {
      faults.push({ fault, path: options.path, times: options.times ?? Number.POSITIVE_INFINITY });
    },
    reset() {
      faults = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
