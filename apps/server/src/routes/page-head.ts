import {
  DEFAULT_PAGE_META,
  documentTitle,
  type JsonLd,
  jsonLdText,
  LOCALES,
  type Locale,
  localeDir,
  localizedPath,
  PAGE_META,
  type PageMeta,
  type PagePath,
  pageMetaFor,
  SERVER_HEAD_ATTRIBUTE,
  SITE_NAME,
  SOURCE_LOCALE,
  structuredDataFor,
  type TitlePageFacts,
  titlePagePath,
  titleStructuredData,
} from '@reelatlas/contracts';
import { escapeHtml } from '@reelatlas/core';
import {
  notFoundTitleIn,
  pageTextsIn,
  posterAltIn,
  structuredDataIn,
  titlePageDescriptionIn,
  titlePageTitleIn,
} from '../i18n/page-head-texts.ts';

const mark = SERVER_HEAD_ATTRIBUTE;

/** What one page's head says. */
interface Head {
  title: string;
  description: string;
  canonical: string | null;
  image?: string | null;
  /** What the image shows, for a preview read aloud. */
  imageAlt?: string;
  /** Open Graph's kind of page: a title page is a movie or a TV show. */
  ogType?: 'website' | 'video.movie' | 'video.tv_show';
  jsonLd: JsonLd[];
  /** Search engines leave the page out of their index (`noindex`). */
  noindex?: boolean;
  /** The page's English path (with its query): the `hreflang` alternates are built from it. */
  alternates?: string | null;
}

/** The FAQ's structured data in a language other than English, when the build wrote it. */
type FaqInLanguage = (locale: Locale) => JsonLd | undefined;

function tablePageHead(
  path: PagePath | null,
  siteUrl: string,
  locale: Locale,
  faqIn: FaqInLanguage = () => undefined,
): Head {
  const meta: Omit<PageMeta, 'sitemap'> = path ? PAGE_META[path] : DEFAULT_PAGE_META;
  const texts = pageTextsIn(locale, path);
  return {
    title: documentTitle(texts.title),
    description: texts.description,
    canonical: path && `${siteUrl}${meta.canonicalPath ?? path}`,
    alternates: path && (meta.canonicalPath ?? path),
    jsonLd: path
      ? structuredDataFor(path, siteUrl).map((data) => {
          // The FAQ says what its page shows in the page's language; English is contracts' FAQ.
          const faq = data['@type'] === 'FAQPage' && locale !== SOURCE_LOCALE ? faqIn(locale) : undefined;
          return faq ?? structuredDataIn(locale, data, siteUrl);
        })
      : [],
  };
}

/** One link per language, and `x-default` (English, whose paths carry no prefix). */
function alternateTags(site: string, path: string): string[] {
  const href = (locale: Locale) => escapeHtml(`${site}${localizedPath(locale, path)}`);
  return [
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l.code}" href="${href(l.code)}" ${mark}>`),
    `<link rel="alternate" hreflang="x-default" href="${href(SOURCE_LOCALE)}" ${mark}>`,
  ];
}

/** The head tags of one page: description, Open Graph, canonical link and structured data. */
function headTags(head: Head, site: string): string[] {
  const attr = (name: string, value: string) => `${name}="${escapeHtml(value)}"`;
  const tags = [
    `<meta name="description" ${attr('content', head.description)} ${mark}>`,
    `<meta property="og:site_name" ${attr('content', SITE_NAME)} ${mark}>`,
    `<meta property="og:type" ${attr('content', head.ogType ?? 'website')} ${mark}>`,
    `<meta property="og:title" ${attr('content', head.title)} ${mark}>`,
    `<meta property="og:description" ${attr('content', head.description)} ${mark}>`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" ${mark}>`,
    // X reads its own tags first; given explicitly so the card never depends on its fallback.
    `<meta name="twitter:title" ${attr('content', head.title)} ${mark}>`,
    `<meta name="twitter:description" ${attr('content', head.description)} ${mark}>`,
  ];
  if (head.noindex) tags.push(`<meta name="robots" content="noindex" ${mark}>`);
  if (head.image) {
    tags.push(`<meta property="og:image" ${attr('content', head.image)} ${mark}>`);
    tags.push(`<meta name="twitter:image" ${attr('content', head.image)} ${mark}>`);
    if (head.imageAlt) {
      tags.push(`<meta property="og:image:alt" ${attr('content', head.imageAlt)} ${mark}>`);
      tags.push(`<meta name="twitter:image:alt" ${attr('content', head.imageAlt)} ${mark}>`);
    }
  }
  if (head.canonical) {
    tags.push(`<meta property="og:url" ${attr('content', head.canonical)} ${mark}>`);
    tags.push(`<link rel="canonical" ${attr('href', head.canonical)} ${mark}>`);
  }
  if (head.alternates) tags.push(...alternateTags(site, head.alternates));
  // Data blocks, never executed, so the CSP's script hashes need not (and do not) cover them.
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json" ${mark}>${jsonLdText(data)}</script>`);
  }
  return tags;
}

/**
 * index.html with one page's title and head tags in place of the defaults. The new text is
 * always given as a function's result, never as a replacement string: catalog text may hold
 * `$&`, `` $` `` or `$'`, which a replacement string would expand into parts of the template.
 */
function renderHead(template: string, head: Head, site: string, locale: Locale): string {
  const titleTag = `<title>${escapeHtml(head.title)}</title>`;
  const localized: Head =
    locale === SOURCE_LOCALE || !head.canonical || !head.alternates
      ? head
      : { ...head, canonical: `${site}${localizedPath(locale, head.alternates)}` };
  const tags = `${headTags(localized, site).join('\n    ')}\n  </head>`;
  let html = template
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<html\b([^>]*?)\blang="[^"]*"/i, (_all, before: string) => {
      return `<html${before}lang="${locale}" dir="${localeDir(locale)}"`;
    });
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => titleTag)
    : html.replace(/<\/head>/i, () => `${titleTag}</head>`);
  return html.replace(/<\/head>/i, () => tags);
}

/** A title page's head, from the rules in contracts (the web renders the same on navigation), in `locale`. */
export function titleHead(facts: TitlePageFacts, siteUrl: string, locale: Locale = SOURCE_LOCALE): Head {
  return {
    title: documentTitle(titlePageTitleIn(locale, facts)),
    description: titlePageDescriptionIn(locale, facts),
    canonical: `${siteUrl}${titlePagePath(facts)}`,
    alternates: titlePagePath(facts),
    image: facts.thumbnail,
    imageAlt: posterAltIn(locale, facts.title),
    ogType: facts.type === 'tv' ? 'video.tv_show' : 'video.movie',
    jsonLd: [structuredDataIn(locale, titleStructuredData(facts, siteUrl), siteUrl)],
  };
}

/**
 * Every page's HTML in every language, each table page rendered at its first request and kept: a
 * request costs a map lookup. Paths without a table entry (a title page, the profile, a 404) get the
 * site's default title and description; their alternates name the path they were asked for.
 */
export function pageHtmlRenderer(
  templates: string | ((locale: Locale) => string),
  siteUrl: string,
  faqIn?: FaqInLanguage,
) {
  const site = siteUrl.replace(/\/+$/, '');
  // The page's language's index.html (its first views, first-view-pages.ts), or one for all.
  const template = typeof templates === 'string' ? () => templates : templates;
  const rendered = new Map<string, string>();
  const memo = (key: string, render: () => string) => {
    let html = rendered.get(key);
    if (html === undefined) {
      html = render();
      rendered.set(key, html);
    }
    return html;
  };
  return {
    page: (pathname: string, locale: Locale = SOURCE_LOCALE): string => {
      const meta = pageMetaFor(pathname);
      if (meta)
        return memo(`${locale} ${meta.path}`, () =>
          renderHead(template(locale), tablePageHead(meta.path, site, locale, faqIn), site, locale),
        );
      // Not kept: these paths (a profile's name) are unbounded.
      return renderHead(
        template(locale),
        { ...tablePageHead(null, site, locale), alternates: pathname },
        site,
        locale,
      );
    },
    /** An address the app has no page for: its "Page not found", kept out of search indexes. */
    notFound: (locale: Locale = SOURCE_LOCALE): string =>
      memo(`${locale} 404`, () =>
        renderHead(
          template(locale),
          {
            ...tablePageHead(null, site, locale),
            title: documentTitle(notFoundTitleIn(locale)),
            canonical: null,
            noindex: true,
          },
          site,
          locale,
        ),
      ),
    /** A title page: rendered per request (the title's facts change with its availability). */
    title: (facts: TitlePageFacts, locale: Locale = SOURCE_LOCALE): string =>
      renderHead(template(locale), titleHead(facts, site, locale), site, locale),
  };
}
