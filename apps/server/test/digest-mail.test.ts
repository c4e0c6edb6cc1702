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
    expect(lines).toContain("  • Leaving Sweden's Net flix");
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
