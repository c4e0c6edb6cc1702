import { secureHeaders } from 'hono/secure-headers';

/**
 * Strict headers for every answer. Scripts only from us (inline ones by hash) and, when
 * reCAPTCHA is chosen, from Google. Workers from blob: because the ALTCHA widget solves in
 * Web Workers it creates that way.
 */
export function securityHeaders(options: { scriptHashes: string[]; recaptcha: boolean; https: boolean }) {
  const google = options.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  return secureHeaders({
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
  });
}
