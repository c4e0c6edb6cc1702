import {
  DEFAULT_PAGE_META,
  documentTitle,
  jsonLdText,
  PAGE_META,
  type PageMeta,
  type PagePath,
  pageMetaFor,
  SERVER_HEAD_ATTRIBUTE,
  SITE_NAME,
  structuredDataFor,
} from '@reelatlas/contracts';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);

const mark = SERVER_HEAD_ATTRIBUTE;

/** The head tags of one page: description, Open Graph, canonical link and structured data. */
function headTags(path: PagePath | null, siteUrl: string): { title: string; tags: string[] } {
  const meta: Omit<PageMeta, 'sitemap'> = path ? PAGE_META[path] : DEFAULT_PAGE_META;
  const title = documentTitle(meta.title);
  const canonical = path && `${siteUrl}${meta.canonicalPath ?? path}`;
  const attr = (name: string, value: string) => `${name}="${escapeHtml(value)}"`;
  const tags = [
    `<meta name="description" ${attr('content', meta.description)} ${mark}>`,
    `<meta property="og:site_name" ${attr('content', SITE_NAME)} ${mark}>`,
    `<meta property="og:type" content="website" ${mark}>`,
    `<meta property="og:title" ${attr('content', title)} ${mark}>`,
    `<meta property="og:description" ${attr('content', meta.description)} ${mark}>`,
    `<meta name="twitter:card" content="summary" ${mark}>`,
  ];
  if (canonical) {
    tags.push(`<meta property="og:url" ${attr('content', canonical)} ${mark}>`);
    tags.push(`<link rel="canonical" ${attr('href', canonical)} ${mark}>`);
  }
  // Data blocks, never executed, so the CSP's script hashes need not (and do not) cover them.
  for (const data of path ? structuredDataFor(path, siteUrl) : []) {
    tags.push(`<script type="application/ld+json" ${mark}>${jsonLdText(data)}</script>`);
  }
  return { title, tags };
}

/** index.html with one page's title and head tags in place of the defaults. */
function renderHead(template: string, path: PagePath | null, siteUrl: string): string {
  const { title, tags } = headTags(path, siteUrl);
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  let html = template.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, titleTag)
    : html.replace(/<\/head>/i, `${titleTag}</head>`);
  return html.replace(/<\/head>/i, `${tags.join('\n    ')}\n  </head>`);
}

/**
 * Every page's HTML, rendered once at start-up: a request costs a map lookup. Paths without a
 * table entry (a title page, the profile, a 404) get the site's default title and description.
 */
export function pageHtmlRenderer(template: string, siteUrl: string): (pathname: string) => string {
  const site = siteUrl.replace(/\/+$/, '');
  const pages = new Map<string, string>();
  for (const path of Object.keys(PAGE_META) as PagePath[]) pages.set(path, renderHead(template, path, site));
  const fallback = renderHead(template, null, site);
  return (pathname) => {
    const meta = pageMetaFor(pathname);
    return (meta && pages.get(meta.path)) ?? fallback;
  };
}
