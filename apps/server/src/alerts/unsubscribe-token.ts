import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an alert e-mail's unsubscribe link: the user id and an HMAC of it, so the link
 * works without signing in (RFC 8058 one-click) and nobody can make one for another account.
 * It does not expire: an old e-mail's link must still stop the e-mails.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = `alert-unsubscribe:${secret}`;
  const mac = (userId: string) => createHmac('sha256', key).update(userId).digest();
  return {
    sign(userId: string): string {
      return `${Buffer.from(userId).toString('base64url')}.${mac(userId).toString('base64url')}`;
    },
    /** The user id, or null for a token this site did not sign. */
    verify(token: string): string | null {
      const [id, signature, ...rest] = token.split('.');
      if (!id || !signature || rest.length) return null;
      const userId = Buffer.from(id, 'base64url').toString('utf8');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(userId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

/** Where an alert e-mail's unsubscribe link and its one-click POST go. */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

export function unsubscribeUrl(publicUrl: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
