import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { activateLocale } from '../../lib/i18n/catalogs.ts';
import { BotCheckNotReadyError } from '../botcheck/bot-check-error.ts';
import { describeAddError } from '../lists/list-errors.ts';
import { SearchProblemAlert } from './SearchProblemAlert.tsx';
import { describeSearchError, type SearchProblem } from './search-errors.ts';

type MessageProblem = Extract<SearchProblem, { kind: 'message' }>;

const show = (error: unknown, options?: { auto?: boolean }) => {
  const problem = describeSearchError(error, options) as MessageProblem;
  render(<SearchProblemAlert problem={problem} onReset={() => {}} />);
  return screen.getByRole('alert').textContent;
};
const networkError = () => new ApiError({ status: 0, code: 'network_error', message: 'x' });

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('a failed search, in the page’s language', () => {
  it('keeps the product’s English texts on an English page', () => {
    expect(show(new BotCheckNotReadyError('blocked'))).toBe(
      'Security check (reCAPTCHA) not readyPlease reload the page. If it keeps happening, try a normal (non-private) browser window without ad blockers.',
    );
  });

  it('says every product text in German, and the server’s own wording as it came', async () => {
    await activateLocale('de');
    expect(show(new BotCheckNotReadyError('blocked'))).toContain(
      'Sicherheitsprüfung (reCAPTCHA) nicht bereit',
    );
    cleanup();
    expect(show(new Error('boom'))).toContain('❌ Die Titelsuche ist fehlgeschlagen.');
    cleanup();
    expect(show(networkError())).toContain('Titel konnte nicht geladen werden');
    cleanup();
    expect(show(new ApiError({ status: 403, code: 'bot_check_failed', message: 'x' }), { auto: true })).toBe(
      'Sicherheitsprüfung fehlgeschlagen. Versuch die Suche noch einmal.',
    );
    cleanup();
    // A validation answer carries the server's text, already in the request's language.
    expect(show(new ApiError({ status: 400, code: 'validation_failed', message: 'Wähl einen Titel.' }))).toBe(
      'Wähl einen Titel.',
    );
  });

  it('says offline, in Japanese, that nothing was sent, for a search and for a list', async () => {
    await activateLocale('ja');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(show(networkError())).toMatch(/^オフラインです。/);
    expect(describeAddError(networkError(), 'watchlist').text).toMatch(/^オフラインです。/);
  });
});
