import { OAUTH_POPUP_SCRIPT_CSP_HASH } from 'better-auth/plugins';

export interface SecurityHeaderOptions {
  /** Hashes of the inline scripts our pages carry (index.html's theme script). */
  scriptHashes: string[];
  /** reCAPTCHA loads its script and frame from Google. */
  recaptcha: boolean;
  /** Behind HTTPS: HSTS is sent. */
  https: boolean;
}

/** Header name → value, as sent. */
export type HeaderRecord = Readonly<Record<string, string>>;

/**
 * The headers every answer carries. Scripts only from us (inline ones by hash) and, when
 * reCAPTCHA is chosen, from Google. Workers from blob: because the ALTCHA widget solves in
 * Web Workers it creates that way. Our pages keep the Google sign-in popup they open as theirs
 * (the opener policy), so the popup can post its outcome back.
 */
export function securityHeaderRecord(options: SecurityHeaderOptions): HeaderRecord {
  const google = options.recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${options.scriptHashes.map((hash) => ` ${hash}`).join('')}${google}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://image.tmdb.org",
    // The service worker fetches TMDb's posters to keep them for offline reading (its own policy
    // is this one, as sw.js is served with it); pages load them as images only.
    `connect-src 'self' https://image.tmdb.org${google}`,
    `frame-src ${google ? google.trim() : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return Object.freeze({
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * Google's callback page (Better Auth's, one inline script allowed by its hash and nothing
 * else) posts the outcome to the page that opened the popup. A popup that has been on another
 * site keeps its opener only when this page declares no opener policy of its own.
 */
export const POPUP_PAGE_CSP = `default-src 'none'; script-src '${OAUTH_POPUP_SCRIPT_CSP_HASH}'; base-uri 'none'; frame-ancestors 'none'`;
