import { alertTexts, unsubscribeQuerySchema } from '@reelatlas/contracts';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { UNSUBSCRIBE_PATH } from '../alerts/unsubscribe-token.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { type Html, serverPage } from './server-page.ts';

const page = (title: string, body: Html) => serverPage({ title, body });

/**
 * The way out of alert e-mails, without signing in. `POST` is RFC 8058's one-click unsubscribe
 * (mail clients post `List-Unsubscribe=One-Click` to the List-Unsubscribe URL; the body is not
 * needed) and the page's button; `GET` (the body's link) only shows that button, so a mail
 * scanner fetching links unsubscribes nobody. Outside `/api`: a mail provider's POST carries no
 * Origin of this site. Idempotent: a second POST answers the same.
 */
export function unsubscribeRoutes(deps: AppDeps) {
  const userOf = (token: string | undefined) => {
    const parsed = unsubscribeQuerySchema.safeParse({ token });
    return parsed.success ? deps.unsubscribeTokens.verify(parsed.data.token) : null;
  };
  const invalid = page(
    'Unsubscribe',
    html`<p role="alert">${alertTexts.badToken}</p><p><a href="/profile">Open your profile</a></p>`,
  );
  return new Hono<AppEnv>()
    .get(UNSUBSCRIBE_PATH, (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token');
      if (!userOf(token)) return c.html(invalid, 400);
      return c.html(
        page(
          'Stop availability e-mails?',
          html`<p>You will get no more availability alert e-mails from ReelAtlas. Your watchlist and alert choices stay; switch the e-mails on again on your profile.</p>
<form method="post"><button type="submit" class="primary">Stop availability e-mails</button></form>`,
        ),
      );
    })
    .post(UNSUBSCRIBE_PATH, async (c) => {
      c.header('Cache-Control', 'no-store');
      const userId = userOf(c.req.query('token'));
      if (!userId) return c.html(invalid, 400);
      await deps.alerts.stopEmails(userId);
      return c.html(
        page(
          'Unsubscribed',
          html`<p>You will get no more availability e-mails. <a href="/profile">Switch them on again</a> on your profile.</p>`,
        ),
      );
    });
}
