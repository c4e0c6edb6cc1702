import { documentTitle, SITE_NAME } from '@reelatlas/contracts';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppEnv } from '../context.ts';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Where the pages' theme script is served (an external script: the CSP allows no inline one). */
export const SERVER_PAGE_THEME_PATH = '/server-page-theme.js';

/**
 * The web app keeps the visitor's theme in localStorage under `theme` and applies it before
 * first paint (index.html); dark is the default. The same here, so a page opened from an e-mail
 * looks like the site the visitor knows.
 */
export const THEME_SCRIPT = `try {
  if (localStorage.getItem('theme') === 'light') {
    document.documentElement.classList.remove('dark');
    document.documentElement.style.colorScheme = 'light';
  }
} catch {}
`;

/**
 * The web app's palette (apps/web/src/index.css, its `--ra-*` colours: both themes keep AA
 * contrast with them) and a few rules in its look. A test keeps the colours equal to the app's.
 */
export const SERVER_PAGE_CSS = `:root {
  --ra-bg: #f8fafc; --ra-surface: #ffffff; --ra-surface-2: #f1f5f9; --ra-fg: #0f172a;
  --ra-muted: #475569; --ra-border: #cbd5e1; --ra-accent: #fbbf24; --ra-on-accent: #0f172a;
  --ra-link: #92400e; --ra-danger: #b91c1c; --ra-danger-bg: #fef2f2; --ra-success: #166534;
  --ra-ring: #b45309;
}
.dark {
  --ra-bg: #020617; --ra-surface: #0f172a; --ra-surface-2: #1e293b; --ra-fg: #f1f5f9;
  --ra-muted: #a3b1c6; --ra-border: #334155; --ra-accent: #fbbf24; --ra-on-accent: #0f172a;
  --ra-link: #fcd34d; --ra-danger: #fca5a5; --ra-danger-bg: #450a0a; --ra-success: #86efac;
  --ra-ring: #fcd34d;
}
html { background-color: var(--ra-bg); color: var(--ra-fg); }
body {
  margin: 0; line-height: 1.5;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Color Emoji", sans-serif;
  -webkit-font-smoothing: antialiased;
}
:focus-visible { outline: 2px solid var(--ra-ring); outline-offset: 2px; }
a { color: var(--ra-link); }
.site-header { border-bottom: 1px solid var(--ra-border); background: var(--ra-surface); }
.site-header > a {
  display: inline-block; margin: .75rem 1rem; border-radius: .375rem; color: var(--ra-fg);
  font-size: 1.125rem; font-weight: 800; letter-spacing: -0.025em; text-decoration: none;
}
.site-header > a svg { color: var(--ra-link); vertical-align: -0.3em; }
main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
main.wide { max-width: 48rem; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
.muted { color: var(--ra-muted); }
button {
  font: inherit; font-weight: 600; cursor: pointer; margin: .25rem .25rem .25rem 0; padding: .5rem 1rem;
  border-radius: .5rem; border: 1px solid var(--ra-border); background: var(--ra-surface-2); color: var(--ra-fg);
}
button.primary { background: var(--ra-accent); color: var(--ra-on-accent); border-color: var(--ra-accent); }
[role="alert"] {
  border-radius: .5rem; padding: .5rem .75rem; background: var(--ra-danger-bg); color: var(--ra-danger);
}
.test-mode {
  background: #fde047; color: #1c1917; padding: .5rem 1rem; margin: 0; font-weight: 700; text-align: center;
}
article { border-top: 1px solid var(--ra-border); padding: 1rem 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--ra-surface-2); padding: .75rem; border-radius: .5rem; }
dt { font-weight: 600; }
dd { margin: 0 0 .5rem; }
`;

/** The site's mark beside its name, as in the web app's header. */
const GLOBE = raw(
  '<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z"/></svg>',
);

export interface ServerPage {
  /** The page's heading, and its document title (with the site's name). */
  title: string;
  /** Another document title than the heading (with the site's name). */
  tabTitle?: string;
  body: Html;
  /** Said above the page, on every page of a kind (the test billing's TEST MODE). */
  banner?: Html;
  /** A wider column (the outbox's e-mails). */
  wide?: boolean;
  /** For search engines: these pages are never worth indexing. Default true. */
  noindex?: boolean;
}

/**
 * One layout for the pages the server writes itself (unsubscribe, the outbox, the test billing
 * pages): the site's theme (dark by default, light when the visitor chose it), a header with the
 * site's name linking home, one heading. Every value is escaped by `html`; only the constant CSS
 * above is inserted raw.
 */
export function serverPage(page: ServerPage) {
  return html`<!doctype html>
<html lang="en" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.noindex === false ? '' : html`<meta name="robots" content="noindex">`}
<meta name="color-scheme" content="dark light">
<title>${documentTitle(page.tabTitle ?? page.title)}</title>
<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">
<script src="${SERVER_PAGE_THEME_PATH}"></script>
<style>${raw(SERVER_PAGE_CSS)}</style>
</head>
<body>
<header class="site-header"><a href="/">${GLOBE} ${SITE_NAME}</a></header>
${page.banner ?? ''}
<main${page.wide ? raw(' class="wide"') : ''}><h1>${page.title}</h1>${page.body}</main>
</body>
</html>`;
}

/** Serves the pages' theme script (cached briefly: it changes only with a release). */
export function serverPageRoutes() {
  return new Hono<AppEnv>().get(SERVER_PAGE_THEME_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(THEME_SCRIPT);
  });
}
