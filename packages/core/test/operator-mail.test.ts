// The operator's notice of a contact message or a suggestion (docs/product-rules.md#contact-and-suggestions): what the mail says, and
// that what a visitor typed can neither break its header nor inject HTML.
import { describe, expect, it } from 'vitest';
import { operatorMail } from '../src/index.ts';

const OPERATOR = 'operator@reelatlas.test';

describe('operator mail', () => {
  it('a contact message: subject with the name, text with name, e-mail and message, the same in HTML', () => {
    expect(
      operatorMail(OPERATOR, 'contact', {
        from: 'Ana Lima',
        email: 'ana@example.test',
        message: 'Hi!\nSecond line',
      }),
    ).toEqual({
      to: OPERATOR,
      subject: 'ReelAtlas contact message from Ana Lima',
      text: 'From: Ana Lima\nE-mail: ana@example.test\n\nHi!\nSecond line',
      html:
        '<p><strong>From:</strong> Ana Lima<br><strong>E-mail:</strong> ana@example.test</p>' +
        '<p style="white-space:pre-wrap">Hi!\nSecond line</p>',
    });
  });

  it('a suggestion without an e-mail: no e-mail line in either part', () => {
    expect(operatorMail(OPERATOR, 'suggestion', { from: 'ana', message: 'Dark mode' })).toEqual({
      to: OPERATOR,
      subject: 'ReelAtlas feature suggestion from ana',
      text: 'From: ana\n\nDark mode',
      html: '<p><strong>From:</strong> ana</p><p style="white-space:pre-wrap">Dark mode</p>',
    });
  });

  it('keeps the subject one line of at most 80 characters of the name, whatever was typed', () => {
    const { subject } = operatorMail(OPERATOR, 'contact', {
      from: 'Eve\r\nBcc: victim@example.test\u0000\u007f!',
      message: 'x',
    });
    expect(subject).toBe('ReelAtlas contact message from Eve Bcc: victim@example.test !');
    const long = operatorMail(OPERATOR, 'suggestion', { from: 'a'.repeat(200), message: 'x' });
    expect(long.subject).toBe(`ReelAtlas feature suggestion from ${'a'.repeat(80)}`);
  });

  it('escapes what was typed in the HTML part and leaves the text part as typed', () => {
    const mail = operatorMail(OPERATOR, 'contact', {
      from: '<b>Eve</b>',
      email: 'e"ve@example.test',
      message: '<script>alert(1)</script> & co',
    });
    expect(mail.text).toBe('From: <b>Eve</b>\nE-mail: e"ve@example.test\n\n<script>alert(1)</script> & co');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Eve');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
  });
});
