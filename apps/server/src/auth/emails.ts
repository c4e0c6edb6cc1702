import type { OutgoingMail } from '@reelatlas/core';
import { html } from 'hono/html';

/** The e-mails' links open the web's action page, which calls the auth API (docs/product-rules.md#pages, docs/product-rules.md#accounts). */
export function actionLink(publicUrl: string, mode: 'verifyEmail' | 'resetPassword', code: string): string {
  const url = new URL('/google/action', publicUrl);
  url.searchParams.set('mode', mode);
  url.searchParams.set('oobCode', code);
  return url.toString();
}

function message(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): OutgoingMail {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— ReelAtlas`,
    html: html`<p>${intro}</p><p><a href="${link}">${action}</a></p><p>${outro}</p><p>— ReelAtlas</p>`.toString(),
  };
}

export function verificationMail(to: string, link: string): OutgoingMail {
  return message(
    to,
    'Verify your email for ReelAtlas',
    'Welcome to ReelAtlas! Please confirm this is your email address.',
    'Verify my email',
    link,
    'If you did not create an account, you can ignore this message.',
  );
}

export function resetPasswordMail(to: string, link: string): OutgoingMail {
  return message(
    to,
    'Reset your ReelAtlas password',
    'Someone asked to reset the password of your ReelAtlas account.',
    'Choose a new password',
    link,
    'If it was not you, ignore this message: your password stays as it is. The link works for one hour.',
  );
}

/**
 * Sent instead of a second account when someone signs up with an address that already has one:
 * the sign-up answers alike either way (docs/product-rules.md#accounts), and only the owner learns of the attempt.
 */
export function signUpAttemptMail(to: string, signInLink: string): OutgoingMail {
  return message(
    to,
    'Someone tried to sign up to ReelAtlas with your address',
    'Someone tried to sign up to ReelAtlas with your email address, which already has an account. If it was you, sign in or reset your password.',
    'Sign in or reset my password',
    signInLink,
    'If it was not you, you can ignore this message: nothing has changed on your account.',
  );
}
