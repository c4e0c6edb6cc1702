import { type Locale, localizedPath, OFFER_FACTS_CREDIT, SOURCE_LOCALE } from '@reelatlas/contracts';
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
/** An offer's last day in the account's language ("11 December 2026"; English as the title page writes it). */
function lastDay(day: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale === SOURCE_LOCALE ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * One change in words, in the account's language from the `emails` catalog ("New on Netflix in
 * Sweden", "Leaves Netflix in Sweden on 11 December 2026"), the country named by `Intl`.
 */
function changeLine(change: DigestChange, locale: Locale): string {
  const country = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(change.country);
  const values = { provider: change.provider, country: country ?? change.country, offer: change.offerType };
  if (change.change === 'added') return oneLine(serverText(locale, 'digest.newOn', values));
  if (change.change === 'leaving' && change.leavesOn)
    return oneLine(
      serverText(locale, 'digest.leavesOn', { ...values, date: lastDay(change.leavesOn, locale) }),
    );
  return oneLine(serverText(locale, 'digest.leaving', values));
}

/**
 * Whether a change tells what the Streaming Availability API said: a leaving date, or an offer
 * carrying its facts (docs/catalog.md#streaming-availability-api). TMDb's data has neither.
 */
const fromOfferFacts = (change: DigestChange) => change.leavesOn !== undefined || change.offerFacts === true;

/**
 * The day's digest: the changes grouped by title, each title linked to its page, and the way
 * out in the body and in the List-Unsubscribe headers (RFC 2369, one-click per RFC 8058).
 * `liveCatalog`: offer facts are the Streaming Availability API's (a demo catalog's are made
 * up), so a digest telling any carries its credit line, as the title page does.
 */
export function digestMail(
  to: string,
  changes: DigestChange[],
  publicUrl: string,
  unsubscribe: string,
  locale: Locale = SOURCE_LOCALE,
  liveCatalog = false,
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
  const credit = liveCatalog && changes.some(fromOfferFacts) ? say('digest.credit') : null;
  const text = [
    intro,
    ...groups.map((group) => {
      const first = group[0] as DigestChange;
      return `\n${heading(first)}\n${group.map((c) => `  • ${changeLine(c, locale)}`).join('\n')}\n  ${link(first)}`;
    }),
    ...(credit ? [`\n${credit} ${OFFER_FACTS_CREDIT.name} (${OFFER_FACTS_CREDIT.url})`] : []),
    `\n${outro}\n${stop}: ${unsubscribe}\n\n${signature}`,
  ].join('\n');
  const { lang, dir } = mailDirection(locale);
  const body = html`<div lang="${lang}" dir="${dir}"><p>${intro}</p>${groups.map((group) => {
    const first = group[0] as DigestChange;
    return html`<h3><a href="${link(first)}">${heading(first)}</a></h3><ul>${group.map(
      (c) => html`<li>${changeLine(c, locale)}</li>`,
    )}</ul>`;
  })}${
    credit
      ? html`<p><small>${credit} <a href="${OFFER_FACTS_CREDIT.url}">${OFFER_FACTS_CREDIT.name}</a></small></p>`
      : ''
  }<p>${outro} <a href="${unsubscribe}">${stop}</a>.</p><p>${signature}</p></div>`;
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
