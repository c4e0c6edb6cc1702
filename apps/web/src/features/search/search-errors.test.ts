import { messages, offlineMessages } from '@reelatlas/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { BotCheckNotReadyError } from '../botcheck/bot-check-error.ts';
import { describeSearchError } from './search-errors.ts';

const apiError = (
  status: number,
  code: ApiError['code'],
  extra: { limitReached?: boolean; message?: string } = {},
) =>
  new ApiError({ status, code, message: extra.message ?? 'server text', limitReached: extra.limitReached });

describe('describeSearchError', () => {
  it('opens the upgrade overlay on the limit answer', () => {
    expect(describeSearchError(apiError(429, 'limit_reached', { limitReached: true }))).toEqual({
      kind: 'limit',
    });
    expect(describeSearchError(apiError(429, 'limit_reached'))).toEqual({ kind: 'limit' });
  });

  it('does not treat a plain rate limit or a ban as the daily limit', () => {
    expect(describeSearchError(apiError(429, 'rate_limited'))).toEqual({
      kind: 'message',
      text: messages.rateLimited,
    });
    expect(describeSearchError(apiError(403, 'banned', { message: messages.banned }))).toEqual({
      kind: 'message',
      text: messages.banned,
    });
  });

  it('sends a 401 to sign-in', () => {
    expect(describeSearchError(apiError(401, 'unauthorized'))).toEqual({ kind: 'login' });
  });

  it('uses the product texts for not found and a failed bot check', () => {
    expect(describeSearchError(apiError(404, 'not_found'))).toEqual({
      kind: 'message',
      text: messages.movieNotFound,
    });
    expect(describeSearchError(apiError(403, 'bot_check_failed'))).toEqual({
      kind: 'message',
      text: messages.botCheckFailed,
    });
  });

  it('uses the auto-search security text for a 403 bot check on ?movie=', () => {
    expect(describeSearchError(apiError(403, 'bot_check_failed'), { auto: true })).toEqual({
      kind: 'message',
      text: messages.autoSearchSecurityFailed,
    });
  });

  it('explains a bot check that could not load, with advice', () => {
    expect(describeSearchError(new BotCheckNotReadyError('blocked'))).toEqual({
      kind: 'message',
      text: messages.botCheckNotReady,
      advice: messages.botCheckNotReadyAdvice,
    });
  });

  it('shows the server text for validation errors', () => {
    expect(
      describeSearchError(apiError(400, 'validation_failed', { message: 'Please enter a title to search.' })),
    ).toEqual({ kind: 'message', text: 'Please enter a title to search.' });
  });

  it('offers Back to Home for network and server failures', () => {
    expect(describeSearchError(apiError(0, 'network_error'))).toEqual({
      kind: 'message',
      heading: messages.loadFailedTitle,
      text: messages.loadFailed,
      advice: messages.loadFailedAdvice,
      canReset: true,
    });
    expect(describeSearchError(apiError(500, 'internal'))).toEqual({
      kind: 'message',
      text: messages.searchFailed,
      canReset: true,
    });
    expect(describeSearchError(apiError(503, 'service_unavailable'))).toEqual({
      kind: 'message',
      text: messages.serviceUnavailable,
      canReset: true,
    });
    expect(describeSearchError(new Error('boom'))).toEqual({
      kind: 'message',
      text: messages.searchFailed,
      canReset: true,
    });
  });
});

describe('describeSearchError offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a search needs a connection, whatever failed first (the bot check or the search)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = { kind: 'message', text: offlineMessages.needsConnection };
    expect(describeSearchError(new ApiError({ status: 0, code: 'network_error', message: '' }))).toEqual(
      offline,
    );
    expect(describeSearchError(new BotCheckNotReadyError('no challenge offline'))).toEqual(offline);
    expect(offlineMessages.needsConnection).toContain('nothing was sent or counted');
  });
});
