import {
  describeChange,
  type Locale,
  leavingDayText,
  localizedPath,
  SOURCE_LOCALE,
} from '@reelatlas/contracts';
import type { OutgoingMail } from '@reelatlas/core';
import type { DigestChange } from '@reelatlas/db';
import { html } from 'hono/html';
import { mailDirection } from '../i18n/mail-locale.ts';
import { serverText } from '../i18n/server-catalogs.ts';

/** The title page of a change's title, in the account's language (its path prefix). */
export function titlePageUrl(
  publicUrl: string,
  change: Pick<DigestChange, 'type' | 'titleId'>,
  locale: Locale = SOURCE_LOCALE,
): string {
  // The site's own form of the link (`:` unescaped), as its pages and sitemap write it.
  return `${new URL(localizedPath(locale, '/movie'), publicUrl).toString()}?id=${change.type}:${change.titleId}`;
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
/**
 * One change in words: English says it as the title page does (contracts' describeChange); other
 * languages from the `emails` catalog, the country named by `Intl` in that language.
 */
function changeLine(change: DigestChange, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return oneLine(describeChange(change));
  const country = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(change.country);
  const values = {
    provider: change.provider,
    country: country ?? change.country,
    offer: change.offerType,
    // An announced last day, as the account's language writes a date (`{date}`).
    date: change.leavesOn ? leavingDayText(change.leavesOn, locale) : '',
  };
  return oneLine(serverText(locale, change.change === 'added' ? 'digest.newOn' : 'digest.leaving', values));
}

/**
 * The day's digest: the changes grouped by title, each title linked to its page, and the way
 * out in the body and in the List-Unsubscribe headers (RFC 2369, one-click per RFC 8058).
 */
export function digestMail(
  to: string,
  changes: DigestChange[],
  publicUrl: string,
  unsubscribe: string,
  locale: Locale = SOURCE_LOCALE,
): OutgoingMail {
  const byTitle = new Map<string, DigestChange[]>();
  for (const change of changes) {
    const key = `${change.type}:${change.titleId}`;
    byTitle.set(key, [...(byTitle.get(key) ?? []), change]);
  }
  const groups = [...byTitle.values()];
  const count = changes.length;
  // The day's words are the `emails` catalog's `digest.*` texts, in the account's language.
  const say = (id: string, values?: Record<string, unknown>) => serverText(locale, id, values);
  const subject =
    groups.length === 1 && groups[0]?.[0]
      ? say('digest.subjectOne', { title: heading(groups[0][0]) })
      : say('digest.subjectMany', { count: groups.length });
  const intro = say('digest.intro', { count });
  const outro = say('digest.outro');
  const stop = say('digest.stop');
  const signature = say('mail.signature');
  const link = (first: DigestChange) => titlePageUrl(publicUrl, first, locale);
  const text = [
    intro,
    ...groups.map((group) => {
      const first = group[0] as DigestChange;
      return `\n${heading(first)}\n${group.map((c) => `  • ${changeLine(c, locale)}`).join('\n')}\n  ${link(first)}`;
    }),
    `\n${outro}\n${stop}: ${unsubscribe}\n\n${signature}`,
  ].join('\n');
  const { lang, dir } = mailDirection(locale);
  const body = html`<div lang="${lang}" dir="${dir}"><p>${intro}</p>${groups.map((group) => {
    const first = group[0] as DigestChange;
    return html`<h3><a href="${link(first)}">${heading(first)}</a></h3><ul>${group.map(
      (c) => html`<li>${changeLine(c, locale)}</li>`,
    )}</ul>`;
  })}<p>${outro} <a href="${unsubscribe}">${stop}</a>.</p><p>${signature}</p></div>`;
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
