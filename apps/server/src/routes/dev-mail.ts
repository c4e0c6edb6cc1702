import { formatUtcDate } from '@reelatlas/core';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { devToolsEnabled } from '../boot/dev-tools.ts';
import type { AppDeps, AppEnv } from '../context.ts';

/**
 * /dev/mail: the development outbox, newest first, with clickable links. Served only with the
 * development tools (a loopback PUBLIC_URL or DEV_TOOLS=1, never production; boot/dev-tools.ts)
 * and never when mail goes out over SMTP (docs/product-rules.md#development-tools). Everything is escaped.
 */
export function devMailRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const outbox = deps.outbox;
  if (!outbox || !devToolsEnabled(deps.env)) return routes;
  return routes.get('/dev/mail', async (c) => {
    const mails = await outbox.list(50);
    c.header('Cache-Control', 'no-store');
    return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev outbox — ReelAtlas</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem">
<h1>Development outbox</h1>
<p>No SMTP server is configured (SMTP_URL), so e-mails are kept here. Newest first.</p>
${
  mails.length === 0
    ? html`<p>No e-mails yet.</p>`
    : mails.map(
        (mail) => html`<article style="border-top: 1px solid #ccc; padding: 1rem 0">
<h2 style="font-size: 1.1rem">${mail.subject}</h2>
<p>To: ${mail.to} · ${formatUtcDate(mail.createdAt)}</p>
<pre style="white-space: pre-wrap">${mail.text}</pre>
${(mail.text.match(/https?:\/\/\S+/g) ?? []).map((link) => html`<p><a href="${link}">${link}</a></p>`)}
</article>`,
      )
}
</body></html>`);
  });
}
