import type { OfferDetailsSource, TitleRef } from '@reelatlas/core';
import type { createCallBudget } from './budget.ts';
import { showSchema, toSourcedOffers } from './map.ts';

/** Why the source gave no answer, in the terms its callers decide on. */
export type StreamingAvailabilityFailure =
  | 'unauthorized'
  | 'rate_limited'
  | 'timeout'
  | 'network'
  | 'malformed'
  | 'upstream'
  /** Not sent: this second's or this month's budget is spent. */
  | 'budget';

export class StreamingAvailabilityError extends Error {
  constructor(
    readonly kind: StreamingAvailabilityFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'StreamingAvailabilityError';
  }
}

/** The direct API (keys from its own developer site) and the RapidAPI marketplace's host. */
export const DIRECT_URL = 'https://api.movieofthenight.com/v4';
export const MARKETPLACE_URL = 'https://streaming-availability.p.rapidapi.com';

/** Its own keys start so (as its npm client decides); any other key is a marketplace key. */
export const isDirectKey = (key: string) => key.startsWith('motn-key-');

/** More than any real answer (a title in 60 countries is about 1 MB): the rest is not read. */
const ANSWER_MAX_CHARS = 8_000_000;

export interface StreamingAvailabilityOptions {
  apiKey: string;
  /** Absent: the direct API for a direct key, the marketplace otherwise. */
  baseUrl?: string;
  timeoutMs: number;
  budget: ReturnType<typeof createCallBudget>;
  fetch?: typeof fetch;
}

/**
 * The Streaming Availability API (docs/catalog.md#streaming-availability-api): one `GET
 * /shows/{tmdb id}` per title, every country at once. No retries: each call costs the month's
 * quota, and a search never waits on it longer than `timeoutMs`. Never logs the key.
 */
export function createStreamingAvailabilitySource(options: StreamingAvailabilityOptions): OfferDetailsSource {
  const fetchFn = options.fetch ?? fetch;
  const direct = isDirectKey(options.apiKey);
  const base = (options.baseUrl ?? (direct ? DIRECT_URL : MARKETPLACE_URL)).replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (direct) headers['x-api-key'] = options.apiKey;
  else {
    headers['x-rapidapi-key'] = options.apiKey;
    headers['x-rapidapi-host'] = new URL(MARKETPLACE_URL).host;
  }

  return {
    async offers(ref: TitleRef) {
      if (!(await options.budget.take()))
        throw new StreamingAvailabilityError('budget', 'the Streaming Availability API budget is spent');
      const url = `${base}/shows/${ref.type}/${ref.id}`;
      let response: Response;
      let text: string;
      try {
        const signal = AbortSignal.timeout(options.timeoutMs);
        response = await fetchFn(url, { headers, signal });
        text = await response.text();
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw timedOut
          ? new StreamingAvailabilityError('timeout', `no answer within ${options.timeoutMs} ms`)
          : new StreamingAvailabilityError('network', 'the connection failed');
      }
      const status = response.status;
      if (status === 404) return [];
      if (status === 401 || status === 403)
        throw new StreamingAvailabilityError('unauthorized', `the key was refused (${status})`, status);
      if (status === 429) throw new StreamingAvailabilityError('rate_limited', 'rate limited (429)', status);
      if (status !== 200) throw new StreamingAvailabilityError('upstream', `answered ${status}`, status);
      if (text.length > ANSWER_MAX_CHARS)
        throw new StreamingAvailabilityError('malformed', 'answer too large', status);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new StreamingAvailabilityError('malformed', 'invalid JSON', status);
      }
      const show = showSchema.safeParse(json);
      if (!show.success) throw new StreamingAvailabilityError('malformed', 'an unexpected shape', status);
      return toSourcedOffers(show.data);
    },
  };
}
