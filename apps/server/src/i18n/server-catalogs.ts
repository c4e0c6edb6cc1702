import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_CODES, type Locale, SOURCE_LOCALE } from '@reelatlas/contracts';
import webHeadAr from '@reelatlas/web/locales/head/ar.json' with { type: 'json' };
import webHeadDe from '@reelatlas/web/locales/head/de.json' with { type: 'json' };
import webHeadEn from '@reelatlas/web/locales/head/en.json' with { type: 'json' };
import webHeadEs from '@reelatlas/web/locales/head/es.json' with { type: 'json' };
import webHeadFr from '@reelatlas/web/locales/head/fr.json' with { type: 'json' };
import webHeadIt from '@reelatlas/web/locales/head/it.json' with { type: 'json' };
import webHeadJa from '@reelatlas/web/locales/head/ja.json' with { type: 'json' };
import webHeadKo from '@reelatlas/web/locales/head/ko.json' with { type: 'json' };
import webHeadNl from '@reelatlas/web/locales/head/nl.json' with { type: 'json' };
import webHeadPl from '@reelatlas/web/locales/head/pl.json' with { type: 'json' };
import webHeadPtBr from '@reelatlas/web/locales/head/pt-BR.json' with { type: 'json' };
import webHeadSv from '@reelatlas/web/locales/head/sv.json' with { type: 'json' };
import webHeadTr from '@reelatlas/web/locales/head/tr.json' with { type: 'json' };
import webShellAr from '@reelatlas/web/locales/shell/ar.json' with { type: 'json' };
import webShellDe from '@reelatlas/web/locales/shell/de.json' with { type: 'json' };
import webShellEn from '@reelatlas/web/locales/shell/en.json' with { type: 'json' };
import webShellEs from '@reelatlas/web/locales/shell/es.json' with { type: 'json' };
import webShellFr from '@reelatlas/web/locales/shell/fr.json' with { type: 'json' };
import webShellIt from '@reelatlas/web/locales/shell/it.json' with { type: 'json' };
import webShellJa from '@reelatlas/web/locales/shell/ja.json' with { type: 'json' };
import webShellKo from '@reelatlas/web/locales/shell/ko.json' with { type: 'json' };
import webShellNl from '@reelatlas/web/locales/shell/nl.json' with { type: 'json' };
import webShellPl from '@reelatlas/web/locales/shell/pl.json' with { type: 'json' };
import webShellPtBr from '@reelatlas/web/locales/shell/pt-BR.json' with { type: 'json' };
import webShellSv from '@reelatlas/web/locales/shell/sv.json' with { type: 'json' };
import webShellTr from '@reelatlas/web/locales/shell/tr.json' with { type: 'json' };
import emailsAr from '../../locales/emails/ar.json' with { type: 'json' };
import emailsDe from '../../locales/emails/de.json' with { type: 'json' };
import emailsEn from '../../locales/emails/en.json' with { type: 'json' };
import emailsEs from '../../locales/emails/es.json' with { type: 'json' };
import emailsFr from '../../locales/emails/fr.json' with { type: 'json' };
import emailsIt from '../../locales/emails/it.json' with { type: 'json' };
import emailsJa from '../../locales/emails/ja.json' with { type: 'json' };
import emailsKo from '../../locales/emails/ko.json' with { type: 'json' };
import emailsNl from '../../locales/emails/nl.json' with { type: 'json' };
import emailsPl from '../../locales/emails/pl.json' with { type: 'json' };
import emailsPtBr from '../../locales/emails/pt-BR.json' with { type: 'json' };
import emailsSv from '../../locales/emails/sv.json' with { type: 'json' };
import emailsTr from '../../locales/emails/tr.json' with { type: 'json' };
import errorsAr from '../../locales/errors/ar.json' with { type: 'json' };
import errorsDe from '../../locales/errors/de.json' with { type: 'json' };
import errorsEn from '../../locales/errors/en.json' with { type: 'json' };
import errorsEs from '../../locales/errors/es.json' with { type: 'json' };
import errorsFr from '../../locales/errors/fr.json' with { type: 'json' };
import errorsIt from '../../locales/errors/it.json' with { type: 'json' };
import errorsJa from '../../locales/errors/ja.json' with { type: 'json' };
import errorsKo from '../../locales/errors/ko.json' with { type: 'json' };
import errorsNl from '../../locales/errors/nl.json' with { type: 'json' };
import errorsPl from '../../locales/errors/pl.json' with { type: 'json' };
import errorsPtBr from '../../locales/errors/pt-BR.json' with { type: 'json' };
import errorsSv from '../../locales/errors/sv.json' with { type: 'json' };
import errorsTr from '../../locales/errors/tr.json' with { type: 'json' };
import headAr from '../../locales/head/ar.json' with { type: 'json' };
import headDe from '../../locales/head/de.json' with { type: 'json' };
import headEn from '../../locales/head/en.json' with { type: 'json' };
import headEs from '../../locales/head/es.json' with { type: 'json' };
import headFr from '../../locales/head/fr.json' with { type: 'json' };
import headIt from '../../locales/head/it.json' with { type: 'json' };
import headJa from '../../locales/head/ja.json' with { type: 'json' };
import headKo from '../../locales/head/ko.json' with { type: 'json' };
import headNl from '../../locales/head/nl.json' with { type: 'json' };
import headPl from '../../locales/head/pl.json' with { type: 'json' };
import headPtBr from '../../locales/head/pt-BR.json' with { type: 'json' };
import headSv from '../../locales/head/sv.json' with { type: 'json' };
import headTr from '../../locales/head/tr.json' with { type: 'json' };

type Catalog = Record<string, string>;

/**
 * The served head's texts the web also renders as the visitor navigates: the web's own catalogs
 * are their one source (its `head` area, and the home page's `head.*` texts in `shell`), read
 * here as the web's build reads them. The server's `head` catalog holds only the texts the web
 * never shows (a title page's served title, description and poster text, the 404 title).
 * `@reelatlas/web` is a devDependency of the server: the JSON is inlined into its bundle at build
 * time, so the production install never carries the web app's packages.
 */
const webHead = (head: Catalog, shell: Catalog): Catalog => ({
  ...head,
  ...Object.fromEntries(Object.entries(shell).filter(([id]) => id.startsWith('head.'))),
});

/**
 * The server's texts (apps/server/locales/<area>/<code>.json, docs/architecture.md#languages):
 * `errors` holds every message an API answer carries, `emails` every e-mail's words, `head` the
 * served pages' titles, descriptions and structured data (with the web's head texts above).
 * Bundled with the server, so no file is read at run time.
 */
const catalogs: Record<Locale, Catalog[]> = {
  en: [errorsEn, emailsEn, headEn, webHead(webHeadEn, webShellEn)],
  es: [errorsEs, emailsEs, headEs, webHead(webHeadEs, webShellEs)],
  de: [errorsDe, emailsDe, headDe, webHead(webHeadDe, webShellDe)],
  fr: [errorsFr, emailsFr, headFr, webHead(webHeadFr, webShellFr)],
  'pt-BR': [errorsPtBr, emailsPtBr, headPtBr, webHead(webHeadPtBr, webShellPtBr)],
  it: [errorsIt, emailsIt, headIt, webHead(webHeadIt, webShellIt)],
  nl: [errorsNl, emailsNl, headNl, webHead(webHeadNl, webShellNl)],
  pl: [errorsPl, emailsPl, headPl, webHead(webHeadPl, webShellPl)],
  sv: [errorsSv, emailsSv, headSv, webHead(webHeadSv, webShellSv)],
  tr: [errorsTr, emailsTr, headTr, webHead(webHeadTr, webShellTr)],
  ja: [errorsJa, emailsJa, headJa, webHead(webHeadJa, webShellJa)],
  ko: [errorsKo, emailsKo, headKo, webHead(webHeadKo, webShellKo)],
  ar: [errorsAr, emailsAr, headAr, webHead(webHeadAr, webShellAr)],
};

/** The English source texts by id: what the server's code writes, and what a translation replaces. */
const sourceTexts: Readonly<Catalog> = Object.assign({}, ...catalogs[SOURCE_LOCALE]);

/** The English texts of API answers: the messages the domain and the shared schemas write. */
export const apiSourceTexts: Readonly<Catalog> = errorsEn;

/**
 * One Lingui instance per language, its catalog compiled once at start-up (ICU MessageFormat,
 * as the web's build compiles its own). A text a language lacks falls back to English.
 */
function compile(locale: Locale): I18n {
  const merged: Catalog = { ...sourceTexts, ...Object.assign({}, ...catalogs[locale]) };
  const messages: Messages = {};
  for (const [id, text] of Object.entries(merged)) messages[id] = compileMessage(text);
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const instances = new Map<Locale, I18n>(LOCALE_CODES.map((locale) => [locale, compile(locale)]));

/** The text `id` in `locale`, its `{placeholders}` filled in. */
export function serverText(locale: Locale, id: string, values?: Record<string, unknown>): string {
  const i18n = instances.get(locale) ?? (instances.get(SOURCE_LOCALE) as I18n);
  return i18n._(id, values);
}
