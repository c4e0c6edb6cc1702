import { OAUTH_POPUP_SCRIPT_CSP_HASH } from 'better-auth/plugins';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const POPUP_PAGE_CSP = `default-src 'none'; script-src '${OAUTH_POPUP_SCRIPT_CSP_HASH}'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * Strict headers for every answer. Scripts only from us (inline ones by hash) and, when
 * reCAPTCHA is chosen, from Google. Workers from blob: because the ALTCHA widget solves in
 * Web Workers it creates that way.
 */
export function securityHeaders(options: {
  scriptHashes: string[];
  recaptcha: boolean;
  https: boolean;
}): MiddlewareHandler {
  const google = options.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const strict = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...options.scriptHashes, ...google],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https://image.tmdb.org'],
      connectSrc: ["'self'", ...google],
      frameSrc: google.length ? google : ["'none'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // Our pages keep the Google sign-in popup they open as theirs (see below).
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  });
  return async (c, next) => {
    await strict(c, next);
    // The popup's last page (Google's callback) posts the outcome to the page that opened it.
    // A popup that has been on another site keeps its opener only when this page does not
    // declare an opener policy of its own.
    // It is Better Auth's page with one inline script, allowed by its hash and nothing else.
    if (c.req.path.startsWith('/api/auth/callback/')) {
      c.res.headers.delete('Cross-Origin-Opener-Policy');
      c.res.headers.set('Content-Security-Policy', POPUP_PAGE_CSP);
    }
  };
}
