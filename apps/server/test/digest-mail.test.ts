import type { DigestChange } from '@reelatlas/db';
import { describe, expect, it } from 'vitest';
import { digestMail } from '../src/alerts/digest-mail.ts';

const site = 'https://reelatlas.example';
const unsubscribe = `${site}/mail/unsubscribe?token=abc`;

const change = (overrides: Partial<DigestChange>): DigestChange => ({
  id: 1,
  type: 'movie',
  titleId: 603,
  title: 'The Matrix',
  year: 1999,
  country: 'SE',
  provider: 'Netflix',
  offerType: 'subscription',
  change: 'added',
  changedAt: '2026-11-21T10:00:00Z',
  ...overrides,
});

// Catalog text is community-edited (TMDb): a title that tries to write lines of its own into
// the plain-text part, where a reader cannot tell them from ours.
const spoof =
  'The Matrix\r\n\r\nYour account is suspended.\nConfirm your card: https://evil.example/pay\u2028Thanks,\u0085 ReelAtlas';

describe('the alert digest built from hostile catalog text', () => {
  const mail = digestMail(
    'pro@example.test',
    [
      change({ title: spoof }),
      change({ id: 2, title: spoof, provider: 'Net\nflix\u202e', change: 'removed' }),
      change({ id: 3, titleId: 604, title: 'Plain\ttitle', year: null }),
    ],
    site,
    unsubscribe,
  );
  const lines = mail.text.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/);

  it('folds line breaks and other control characters in titles and service names to one space', () => {
    expect(lines).toContain(
      'The Matrix Your account is suspended. Confirm your card: https://evil.example/pay Thanks, ReelAtlas (1999)',
    );
    expect(lines).toContain('  • Leaving Net flix in Sweden');
    expect(lines).toContain('Plain title');
    expect(lines.some((line) => line.startsWith('Your account'))).toBe(false);
    expect(lines.some((line) => line.startsWith('Confirm your card'))).toBe(false);
    // Our own line breaks only: no other control character, separator or direction override.
    expect(mail.text).not.toMatch(/(?!\n)[\p{Cc}\u2028\u2029\u202a-\u202e]/u);
  });

  it('keeps the subject on one line and the HTML part free of the breaks too', () => {
    const single = digestMail('pro@example.test', [change({ title: spoof })], site, unsubscribe);
    expect(single.subject).toBe(
      'Availability alert: The Matrix Your account is suspended. Confirm your card: https://evil.example/pay Thanks, ReelAtlas (1999)',
    );
    expect(mail.html).not.toMatch(/[\r\n\u2028\u0085]Your account/);
  });
});

describe("the alert digest in the account's language", () => {
  const changes = [
    change({}),
    change({ id: 2, provider: 'Max', offerType: 'rent', change: 'removed' }),
    change({ id: 3, titleId: 604, title: 'Inception', year: 2010 }),
  ];

  it('speaks German: subject, counts, changes with the country in German, links under /de/', () => {
    const mail = digestMail('pro@example.test', changes, site, unsubscribe, 'de');
    expect(mail.subject).toBe(
      'Verfügbarkeits-Benachrichtigung: 2 Titel auf deiner Merkliste haben sich geändert',
    );
    expect(mail.text).toContain('3 Änderungen bei deinen Diensten für Titel auf deiner Merkliste:');
    expect(mail.text).toContain('  • Neu bei Netflix in Schweden');
    expect(mail.text).toContain('  • Bald nicht mehr bei Max in Schweden (leihen)');
    expect(mail.text).toContain(`${site}/de/movie?id=movie:603`);
    expect(mail.html).toContain('<div lang="de" dir="ltr">');
    expect(mail.html).toContain(`href="${unsubscribe}"`);
  });

  it('reads right to left in Arabic, with its plural forms', () => {
    const mail = digestMail('pro@example.test', changes.slice(0, 2), site, unsubscribe, 'ar');
    expect(mail.subject).toBe('تنبيه التوفر: The Matrix (1999)');
    expect(mail.text).toContain('تغييران في خدماتك لأعمال قائمة المشاهدة:');
    expect(mail.html).toContain('<div lang="ar" dir="rtl">');
    expect(mail.html).toContain(`href="${site}/ar/movie?id=movie:603"`);
  });

  it('keeps the product English texts exactly', () => {
    const mail = digestMail('pro@example.test', [change({})], site, unsubscribe);
    expect(mail.subject).toBe('Availability alert: The Matrix (1999)');
    expect(mail.text.split('\n')[0]).toBe('One change on your services for titles on your watchlist:');
    expect(mail.text).toContain('  • New on Netflix in Sweden');
    expect(mail.text).toContain(`${site}/movie?id=movie:603`);
  });
});

describe('the alert digest’s leaving dates and the credit of their source', () => {
  const CREDIT = 'Streaming Availability API by Movie of the Night';
  const CREDIT_URL = 'https://www.movieofthenight.com/about/api';
  const leaving = change({ id: 0, change: 'leaving', leavesOn: '2026-12-11', offerType: 'rent' });

  it('tells the last day in the account’s language, with the offer type', () => {
    const lines = (locale: 'en' | 'de' | 'ja' | 'ar') =>
      digestMail('pro@example.test', [leaving], site, unsubscribe, locale, true).text.split('\n');
    expect(lines('en')).toContain('  • Leaves Netflix in Sweden on 11 December 2026 (rent)');
    expect(lines('de')).toContain('  • Nur noch bis 11. Dezember 2026 bei Netflix in Schweden (leihen)');
    expect(lines('ja')).toContain('  • Netflix（スウェーデン）で2026年12月11日に配信終了（レンタル）');
    expect(lines('ar').some((line) => line.includes('يغادر Netflix في السويد'))).toBe(true);
  });

  it('credits the Streaming Availability API, linked, when a leaving date or an offer’s facts came from it', () => {
    const mail = digestMail('pro@example.test', [change({}), leaving], site, unsubscribe, 'en', true);
    expect(mail.text).toContain(`Leaving dates and offers: ${CREDIT} (${CREDIT_URL})`);
    expect(mail.html).toContain(`Leaving dates and offers: <a href="${CREDIT_URL}">${CREDIT}</a>`);
    const sourcedOffer = digestMail(
      'pro@example.test',
      [change({ offerFacts: true })],
      site,
      unsubscribe,
      'fr',
      true,
    );
    expect(sourcedOffer.text).toContain(`Dates de retrait et offres : ${CREDIT}`);
  });

  it('has no credit line when nothing came from it, or on the demo catalog', () => {
    const plain = digestMail(
      'pro@example.test',
      [change({}), change({ id: 2, change: 'removed' })],
      site,
      unsubscribe,
      'en',
      true,
    );
    expect(plain.text).not.toContain(CREDIT);
    expect(plain.html).not.toContain(CREDIT_URL);
    const demo = digestMail('pro@example.test', [leaving], site, unsubscribe, 'en', false);
    expect(demo.text).not.toContain(CREDIT);
  });
});
