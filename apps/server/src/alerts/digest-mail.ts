import { describeChange } from '@reelatlas/contracts';
import type { OutgoingMail } from '@reelatlas/core';
import type { DigestChange } from '@reelatlas/db';
import { html } from 'hono/html';

/** The title page of a change's title. */
export function titlePageUrl(publicUrl: string, change: Pick<DigestChange, 'type' | 'titleId'>): string {
  // The site's own form of the link (`:` unescaped), as its pages and sitemap write it.
  return `${new URL('/movie', publicUrl).toString()}?id=${change.type}:${change.titleId}`;
}

/**
 * Catalog text (a title, a service's name) on one line: line breaks, other control characters
 * and bidirectional overrides become one space. The plain-text part is read as lines, so a
 * title holding line breaks could otherwise write lines of its own into the e-mail.
 */
const oneLine = (text: string) =>
  text.replace(/[\s\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]+/gu, ' ').trim();

const heading = (change: DigestChange) =>
  oneLine(change.year ? `${change.title} (${change.year})` : change.title);
const changeLine = (change: DigestChange) => oneLine(describeChange(change));

/**
 * The day's digest: the changes grouped by title, each title linked to its page, and the way
 * out in the body and in the List-Unsubscribe headers (RFC 2369, one-click per RFC 8058).
 */
export function digestMail(
  to: string,
  changes: DigestChange[],
  publicUrl: string,
  unsubscribe: string,
): OutgoingMail {
  const byTitle = new Map<string, DigestChange[]>();
  for (const change of changes) {
    const key = `${change.type}:${change.titleId}`;
    byTitle.set(key, [...(byTitle.get(key) ?? []), change]);
  }
  const groups = [...byTitle.values()];
  const count = changes.length;
  const subject =
    groups.length === 1 && groups[0]?.[0]
      ? `Availability alert: ${heading(groups[0][0])}`
      : `Availability alert: ${groups.length} titles on your watchlist changed`;
  const intro = `${count === 1 ? 'One change' : `${count} changes`} on your services for titles on your watchlist:`;
  const outro = 'You get this because you switched on availability alerts on ReelAtlas.';
  const stop = 'Stop availability e-mails';
  const text = [
    intro,
    ...groups.map((group) => {
      const first = group[0] as DigestChange;
      return `\n${heading(first)}\n${group.map((c) => `  • ${changeLine(c)}`).join('\n')}\n  ${titlePageUrl(publicUrl, first)}`;
    }),
    `\n${outro}\n${stop}: ${unsubscribe}\n\n— ReelAtlas`,
  ].join('\n');
  const body = html`<p>${intro}</p>${groups.map((group) => {
    const first = group[0] as DigestChange;
    return html`<h3><a href="${titlePageUrl(publicUrl, first)}">${heading(first)}</a></h3><ul>${group.map(
      (c) => html`<li>${changeLine(c)}</li>`,
    )}</ul>`;
  })}<p>${outro} <a href="${unsubscribe}">${stop}</a>.</p><p>— ReelAtlas</p>`;
  return {
    to,
    subject,
    text,
    html: body.toString(),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
