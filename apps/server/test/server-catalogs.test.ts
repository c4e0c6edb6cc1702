// Every message the server sends has a text in its catalogs (apps/server/locales), so no answer
// falls back to English in another language; English stays the product's exact texts.
import {
  AUTOCOMPLETE_BUSY_MESSAGE,
  accountMessages,
  adminMessages,
  alertTexts,
  billingMessages,
  CONTROL_CHARACTERS_MESSAGE,
  contactMessages,
  defaultMessage,
  LIST_LIMITS,
  LOCALE_CODES,
  listMessages,
  plannerMessages,
  proDeleteNotice,
} from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import { deviceLanguage } from '../src/auth/device-language.ts';
import { posterAltIn } from '../src/i18n/page-head-texts.ts';
import { findMessage, translateMessage } from '../src/i18n/translate-message.ts';

const sent = [
  ...Object.values(defaultMessage),
  AUTOCOMPLETE_BUSY_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  ...Object.values(listMessages.notVerified),
  ...Object.values(listMessages.full),
  listMessages.invalidId,
  ...Object.entries(billingMessages)
    .filter(([key]) => key !== 'noCheckoutUrl')
    .map(([, text]) => text),
  alertTexts.refusedForFree,
  alertTexts.notOnWatchlist,
  alertTexts.badToken,
  plannerMessages.proOnly,
  contactMessages.nameRequired,
  contactMessages.messageRequired,
  contactMessages.suggestionTooShort,
  contactMessages.tooLong(5000),
  contactMessages.contactSent,
  contactMessages.suggestionSent,
  adminMessages.ipInvalid,
  adminMessages.rangeTooBroad(16, 'IPv4'),
  adminMessages.ownAddress,
  adminMessages.banListFull(10_000),
  adminMessages.notBanned,
  adminMessages.adminOnly,
  adminMessages.banned,
  adminMessages.unbanned,
  proDeleteNotice('Jan 02, 2027, 10:00'),
  proDeleteNotice(null),
  ...[
    'emailRequired',
    'passwordRequired',
    'invalidEmail',
    'completeAllFields',
    'passwordTooShort',
    'passwordNeedsUppercase',
    'passwordNeedsLowercase',
    'passwordNeedsDigit',
    'resetEmailBothFields',
    'resetEmailsDoNotMatch',
    'linkExpired',
    'usernameEmpty',
    'usernameTaken',
    'unknownCountry',
    'unknownLanguage',
    'incorrectPassword',
  ].map((key) => accountMessages[key as keyof typeof accountMessages]),
];

describe("the server's catalogs", () => {
  it('have a text for every message the server sends', () => {
    expect(sent.filter((text) => !findMessage(text))).toEqual([]);
  });

  it('say each in every language, filling in the numbers the English text carries', () => {
    for (const locale of LOCALE_CODES.filter((code) => code !== 'en')) {
      for (const text of sent) expect(translateMessage(locale, text), `${locale}: ${text}`).not.toBe(text);
    }
    expect(translateMessage('de', listMessages.full.watchlist)).toContain(String(LIST_LIMITS.watchlist));
    expect(translateMessage('ja', proDeleteNotice('Jan 02, 2027, 10:00'))).toContain('Jan 02, 2027, 10:00');
  });

  it('keep English exactly, and pass a text they do not know through untouched', () => {
    for (const text of sent) expect(translateMessage('en', text)).toBe(text);
    expect(translateMessage('de', '<b>not ours</b>')).toBe('<b>not ours</b>');
  });

  it("describe a title's poster in the language", () => {
    expect(posterAltIn('ar', 'The Matrix')).toBe('ملصق The Matrix');
    expect(posterAltIn('en', 'The Matrix')).toBe('Poster of The Matrix');
  });
});

describe('the language an account takes from the device', () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it('is the stored choice, else the language the request names when not English, else none', () => {
    expect(deviceLanguage(undefined, headers({ cookie: 'a=1; lang=pt-BR', 'accept-language': 'de' }))).toBe(
      'pt-BR',
    );
    // English chosen on the device is a choice too.
    expect(deviceLanguage('de', headers({ cookie: 'lang=en' }))).toBe('en');
    expect(deviceLanguage('ko', headers({ 'accept-language': 'de' }))).toBe('ko');
    expect(
      deviceLanguage(
        undefined,
        new Request('http://x/', { headers: { 'accept-language': 'sv-FI,en;q=0.5' } }),
      ),
    ).toBe('sv');
    expect(deviceLanguage('en', headers({ 'accept-language': 'en-GB' }))).toBeNull();
    expect(deviceLanguage(undefined, null)).toBeNull();
  });

  it('ignores hostile values', () => {
    const hostile = headers({ cookie: 'lang=<script>', 'accept-language': 'x'.repeat(10_240) });
    expect(deviceLanguage('<img src=x>', hostile)).toBeNull();
    expect(deviceLanguage({ toString: () => 'de' }, hostile)).toBeNull();
  });
});
