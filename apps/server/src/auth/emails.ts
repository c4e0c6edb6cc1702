import { type Locale, localizedPath } from '@reelatlas/contracts';
import type { OutgoingMail } from '@reelatlas/core';
import { html } from 'hono/html';
import { mailDirection } from '../i18n/mail-locale.ts';
import { serverText } from '../i18n/server-catalogs.ts';

/**
 * The e-mails' links open the web's action page in the account's language (its path prefix),
 * which calls the auth API (docs/product-rules.md#pages, docs/product-rules.md#accounts).
 */
export function actionLink(
  publicUrl: string,
  mode: 'verifyEmail' | 'resetPassword',
  code: string,
  locale: Locale = 'en',
): string {
  const url = new URL(localizedPath(locale, '/google/action'), publicUrl);
  url.searchParams.set('mode', mode);
  url.searchParams.set('oobCode', code);
  return url.toString();
}

/** The sign-in page in the account's language. */
export function signInLink(publicUrl: string, locale: Locale = 'en'): string {
  return new URL(localizedPath(locale, '/login'), publicUrl).toString();
}

/** Each account e-mail's texts in the `emails` catalog. */
const MAILS = {
  verify: ['mail.verify.subject', 'mail.verify.intro', 'mail.verify.action', 'mail.verify.outro'],
  reset: ['mail.reset.subject', 'mail.reset.intro', 'mail.reset.action', 'mail.reset.outro'],
  signUpAttempt: [
    'mail.signUpAttempt.subject',
    'mail.signUpAttempt.intro',
    'mail.signUpAttempt.action',
    'mail.signUpAttempt.outro',
  ],
} as const;

/** One account e-mail in `locale`: its words, the link, and HTML that reads in the language's direction. */
function message(to: string, kind: keyof typeof MAILS, link: string, locale: Locale): OutgoingMail {
  const [subject, intro, action, outro] = MAILS[kind].map((id) => serverText(locale, id));
  const signature = serverText(locale, 'mail.signature');
  const { lang, dir } = mailDirection(locale);
  return {
    to,
    subject: subject as string,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n\n${signature}`,
    html: html`<div lang="${lang}" dir="${dir}"><p>${intro}</p><p><a href="${link}">${action}</a></p><p>${outro}</p><p>${signature}</p></div>`.toString(),
  };
}

export function verificationMail(to: string, link: string, locale: Locale = 'en'): OutgoingMail {
  return message(to, 'verify', link, locale);
}

export function resetPasswordMail(to: string, link: string, locale: Locale = 'en'): OutgoingMail {
  return message(to, 'reset', link, locale);
}

/**
 * Sent instead of a second account when someone signs up with an address that already has one:
 * the sign-up answers alike either way (docs/product-rules.md#accounts), and only the owner learns of the attempt.
 */
export function signUpAttemptMail(to: string, signInLink: string, locale: Locale = 'en'): OutgoingMail {
  return message(to, 'signUpAttempt', signInLink, locale);
}
