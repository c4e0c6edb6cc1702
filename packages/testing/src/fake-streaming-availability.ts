import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Streaming Availability API (`GET /shows/{type}/{id}`, a TMDb id, every
 * country at once) over real HTTP, with shows written for these tests in the shapes its OpenAPI
 * document gives (country keys in lower case, ISO 639-2 languages, Unix-time dates).
 */
export const FAKE_MOTN_KEY = 'motn-key-fake-0123456789';
export const FAKE_RAPIDAPI_KEY = 'rapidapi-fake-key-0123456789';

const serviceInfo = (id: string, name: string) => ({
  id,
  name,
  homePage: `https://www.${id}.example/`,
  themeColorCode: '#E50914',
  imageSet: {
    lightThemeImage: `https://media.example/${id}/light.svg`,
    darkThemeImage: `https://media.example/${id}/dark.svg`,
    whiteImage: `https://media.example/${id}/white.svg`,
  },
});

/** 2026-12-12 (a leaving date within the month of the tests' clock). */
export const FAKE_MOTN_EXPIRES_ON = Date.UTC(2026, 11, 12) / 1000;

/** An option as the API sends it; `over` replaces fields. */
export function fakeMotnOption(service: [string, string], type: string, over: Record<string, unknown> = {}) {
  return {
    service: serviceInfo(service[0], service[1]),
    type,
    link: `https://www.${service[0]}.example/title/80000603`,
    quality: 'hd',
    audios: [{ language: 'eng' }],
    subtitles: [{ closedCaptions: true, locale: { language: 'eng' } }],
    expiresSoon: false,
    availableSince: 1_700_000_000,
    ...over,
  };
}

const NETFLIX: [string, string] = ['netflix', 'Netflix'];
const APPLE: [string, string] = ['apple', 'Apple TV'];
const PRIME: [string, string] = ['prime', 'Prime Video'];
const MUBI: [string, string] = ['mubi', 'MUBI'];

/** The shows the fake knows, by `movie/603`: The Matrix in the US, Sweden and Germany. */
export function fakeMotnShows(): Record<string, Record<string, unknown>> {
  return {
    'movie/603': {
      itemType: 'show',
      showType: 'movie',
      id: '61',
      imdbId: 'tt0133093',
      tmdbId: 'movie/603',
      title: 'The Matrix',
      streamingOptions: {
        us: [
          fakeMotnOption(NETFLIX, 'subscription', {
            videoLink: 'https://www.netflix.com/watch/20557937',
            quality: 'uhd',
            audios: [{ language: 'eng' }, { language: 'spa', region: 'MEX' }],
            subtitles: [
              { closedCaptions: true, locale: { language: 'eng' } },
              { closedCaptions: false, locale: { language: 'fra' } },
            ],
            expiresSoon: true,
            expiresOn: FAKE_MOTN_EXPIRES_ON,
          }),
          fakeMotnOption(APPLE, 'rent', {
            price: { amount: '3.99', currency: 'USD', formatted: '3.99 USD' },
            quality: 'hd',
          }),
          // The store sells it once per quality: one offer, the best quality.
          fakeMotnOption(APPLE, 'buy', {
            price: { amount: '9.99', currency: 'USD', formatted: '9.99 USD' },
            quality: 'hd',
          }),
          fakeMotnOption(APPLE, 'buy', {
            price: { amount: '14.99', currency: 'USD', formatted: '14.99 USD' },
            quality: 'uhd',
          }),
          // A channel through another service: left out.
          fakeMotnOption(PRIME, 'addon', { addon: { id: 'hbomaxus', name: 'HBO Max' } }),
        ],
        se: [
          fakeMotnOption(NETFLIX, 'subscription', {
            audios: [{ language: 'eng' }],
            subtitles: [{ closedCaptions: false, locale: { language: 'swe' } }],
          }),
        ],
        // A service only this source knows in Germany.
        de: [fakeMotnOption(MUBI, 'subscription', { audios: [{ language: 'eng' }, { language: 'ger' }] })],
      },
    },
  };
}

export type MotnFault =
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'drop' }
  | { kind: 'malformed' };

export interface FakeStreamingAvailability {
  /** The API base, as STREAMING_AVAILABILITY_API_URL takes it. */
  url: string;
  /** Every request: its path and the key headers it carried. */
  requests: { path: string; apiKey?: string; rapidKey?: string; rapidHost?: string; at: number }[];
  /** The served shows by TMDb id (`movie/603`): edit to change what the fake answers. */
  shows: Record<string, Record<string, unknown>>;
  /** The next `times` requests (all when omitted) get `fault`. */
  fail(fault: MotnFault, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeStreamingAvailability(): Promise<FakeStreamingAvailability> {
  const requests: FakeStreamingAvailability['requests'] = [];
  let faults: { fault: MotnFault; times: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const fake = { shows: fakeMotnShows() };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-motn');
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    requests.push({
      path: url.pathname,
      apiKey: header('x-api-key'),
      rapidKey: header('x-rapidapi-key'),
      rapidHost: header('x-rapidapi-host'),
      at: Date.now(),
    });
    const send = (status: number, body: unknown) => {
      if (!res.destroyed)
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const answer = () => {
      const key = header('x-api-key') ?? header('x-rapidapi-key');
      if (key !== FAKE_MOTN_KEY && key !== FAKE_RAPIDAPI_KEY)
        return send(401, { message: 'Invalid API key' });
      const match = /^\/shows\/(movie|tv)\/(\d+)$/.exec(url.pathname);
      const show = match ? fake.shows[`${match[1]}/${match[2]}`] : undefined;
      if (!show) return send(404, { message: 'Show not found' });
      send(200, show);
    };
    const entry = faults.find((f) => f.times > 0);
    if (!entry) return answer();
    entry.times--;
    const { fault } = entry;
    if (fault.kind === 'status') return send(fault.status, { message: 'failure' });
    if (fault.kind === 'drop') return req.socket.destroy();
    if (fault.kind === 'malformed')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"streamingOp');
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, fault.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get shows() {
      return fake.shows;
    },
    set shows(value) {
      fake.shows = value;
    },
    fail(fault, times = Number.POSITIVE_INFINITY) {
      faults.push({ fault, times });
    },
    reset() {
      faults = [];
      requests.length = 0;
      fake.shows = fakeMotnShows();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
