import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TitleSummary } from '@reelatlas/contracts';
import { solveAltcha } from '@reelatlas/testing';
import type { RequestStep } from 'autocannon';
import type { ChildServer } from './servers.ts';

/** One thing to load. `singleUse` targets need a fresh single-use token for each request. */
export interface Target {
  name: string;
  url: string;
  /** The server process, for its CPU time. */
  pid: number;
  headers?: Record<string, string>;
  /** The request sequence; for single-use targets, exactly enough for `count` requests. */
  requests(count: number): Promise<RequestStep[]>;
  singleUse: boolean;
  /** Shown for comparison only; the bar does not apply. */
  reference?: boolean;
}

/** A GET target cycling through `paths`. */
function getTarget(name: string, { url, pid }: ChildServer, paths: string[], cookie?: string): Target {
  const steps: RequestStep[] = paths.map((path) => ({ method: 'GET', path }));
  return { name, url, pid, headers: cookie ? { cookie } : {}, singleUse: false, requests: async () => steps };
}

export const helloTarget = (server: ChildServer) => getTarget('bare Hono hello', server, ['/']);

/**
 * Reference, not a target with a bar: a route with the app's full middleware (request log, security
 * headers, compression, body limit, signed device cookie) and no database, i.e. the floor.
 */
export const configTarget = (server: ChildServer, cookie: string): Target => ({
  ...getTarget('GET /api/config (no DB, reference)', server, ['/api/config'], cookie),
  reference: true,
});

/** What people type: prefixes, partial words, typos (matirx, jurasic), accents, lower case. */
export const AUTOCOMPLETE_QUERIES = [
  'ma',
  'matr',
  'matirx',
  'star w',
  'godfath',
  'amélie',
  'lord of',
  'harry p',
  'the dark',
  'incep',
  'pulp f',
  'termin',
  'jurasic',
  'toy st',
  'back to the',
  'fight c',
  'titan',
  'gladiat',
  'shrek',
  'the sh',
];

export const autocompleteTarget = (server: ChildServer, cookie: string) =>
  getTarget(
    'GET /api/autocomplete',
    server,
    AUTOCOMPLETE_QUERIES.map((q) => `/api/autocomplete?q=${encodeURIComponent(q)}`),
    cookie,
  );

/**
 * Autocomplete with more distinct inputs than the server's in-process LRU holds (2,000), cycled,
 * so every request misses it and runs the pg_trgm query: what a never-seen input costs.
 */
export function autocompleteColdTarget(server: ChildServer, cookie: string, inputs: string[]): Target {
  return {
    ...getTarget(
      `GET /api/autocomplete (${inputs.length.toLocaleString('en')} distinct inputs, uncached)`,
      server,
      inputs.map((q) => `/api/autocomplete?q=${encodeURIComponent(q)}`),
      cookie,
    ),
    reference: true,
  };
}

/**
 * Autocomplete for inputs that match nothing (docs/architecture.md#autocompletes-three-caches): random letters, other scripts,
 * 200-character strings, from a fixed seed. Each call of `requests` (the warm-up, then the timed
 * run) hands out inputs never sent before, so no answer comes from a cache of any kind: what
 * a never-seen miss costs. `perRun` must exceed the requests one run sends.
 */
export function autocompleteMissTarget(
  server: ChildServer,
  cookie: string,
  inputs: string[],
  perRun: number,
): Target {
  let next = 0;
  return {
    name: 'GET /api/autocomplete (random misses, never repeated)',
    url: server.url,
    pid: server.pid,
    headers: { cookie },
    singleUse: false,
    reference: true,
    async requests() {
      if (next + perRun > inputs.length) throw new Error('the random-miss target ran out of fresh inputs');
      const batch = inputs.slice(next, next + perRun);
      next += perRun;
      // One step whose path is taken from a queue shared by all connections: autocannon runs a
      // request list per connection, which would send every input once per connection.
      let taken = 0;
      return [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/autocomplete?q=${encodeURIComponent(batch[taken++ % batch.length] ?? '')}`,
          }),
        },
      ];
    },
  };
}

/**
 * What the title page asks the API for besides the search answer it is handed: the visitor's
 * quota. (It also asks Better Auth for the session, which Better Auth limits to 100 a minute per
 * IP in the database: not loadable from one address.)
 */
export const titlePageTarget = (server: ChildServer, cookie: string) =>
  getTarget('title page: GET /api/quota', server, ['/api/quota'], cookie);

/** The home grid (8) and /most-searched (20). */
export const topRatedTarget = (server: ChildServer, cookie: string) =>
  getTarget('GET /api/top-rated', server, ['/api/top-rated?limit=8', '/api/top-rated?limit=20'], cookie);

/** The visitor's device cookie, kept in the data dir so repeated runs stay one visitor. */
export async function deviceCookie(url: string, dataDir: string): Promise<string> {
  const file = join(dataDir, 'bench-device-cookie');
  const saved = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  const response = await fetch(`${url}/api/quota`, { headers: saved ? { cookie: saved } : {} });
  if (!response.ok) throw new Error(`GET /api/quota answered ${response.status}`);
  // A new cookie comes back when there was none or it no longer verifies (new secret).
  const fresh = response.headers.getSetCookie().find((c) => c.startsWith('ra_device='));
  const cookie = fresh ? (fresh.split(';')[0] ?? '') : saved;
  writeFileSync(file, cookie);
  return cookie;
}

async function solveTokens(url: string, count: number, parallel = 4): Promise<string[]> {
  const tokens: string[] = [];
  const worker = async () => {
    while (tokens.length < count) tokens.push(await solveAltcha(url));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return tokens.slice(0, count);
}

export interface SearchBody {
  query: string;
  id?: number;
  type?: 'movie' | 'tv';
}

/** The request body of a title picked from the autocomplete list (id and type known). */
export async function pickTitle(url: string, title: string, year: number): Promise<SearchBody> {
  const response = await fetch(`${url}/api/autocomplete?q=${encodeURIComponent(title)}`);
  const hit = ((await response.json()) as TitleSummary[]).find((t) => t.title === title && t.year === year);
  if (!hit) throw new Error(`autocomplete did not find ${title} (${year})`);
  return { query: `${title} (${year})`, id: Number(hit.id), type: hit.type };
}

/**
 * One search outside the load so the title is already opened today by this device: every search
 * of the run is then a reopen (not counted), i.e. the "cached search" of docs/performance.md#bars.
 */
export async function openTitleOnce(url: string, cookie: string, body: SearchBody): Promise<number> {
  const [token] = await solveTokens(url, 1, 1);
  const response = await fetch(`${url}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...body, token }),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(
      `warm-up search ${JSON.stringify(body)} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  return text.length;
}

export function searchTarget(name: string, server: ChildServer, cookie: string, body: SearchBody): Target {
  return {
    name,
    url: server.url,
    pid: server.pid,
    headers: { 'content-type': 'application/json', cookie },
    singleUse: true,
    async requests(count) {
      const tokens = await solveTokens(server.url, count);
      return [
        {
          method: 'POST',
          path: '/api/search',
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...body, token: tokens.pop() }) }),
        },
      ];
    },
  };
}
