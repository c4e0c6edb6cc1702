import { formatUtcDate } from '@reelatlas/core';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { devToolsEnabled } from '../boot/dev-tools.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { serverPage } from './server-page.ts';

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
    return c.html(
      serverPage({
        title: 'Development outbox',
        wide: true,
        body: html`<p class="muted">No SMTP server is configured (SMTP_URL), so e-mails are kept here. Newest first.</p>
${
  mails.length === 0
    ? html`<p>No e-mails yet.</p>`
    : mails.map(
        (mail) => html`<article>
<h2>${mail.subject}</h2>
<p class="muted">To: ${mail.to} · ${formatUtcDate(mail.createdAt)}</p>
<pre>${mail.text}</pre>
${(mail.text.match(/https?:\/\/\S+/g) ?? []).map((link) => html`<p><a href="${link}">${link}</a></p>`)}
</article>`,
      )
}`,
      }),
    );
  });
}
