import { documentTitle, pageMetaFor, SITE_NAME } from '@reelatlas/contracts';
import { useLocation } from 'react-router';
import { LanguageAlternates, shownLanguageUrl } from '../../components/LanguageAlternates.tsx';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { pageHeadTexts } from './page-head-texts.ts';

/**
 * The description, Open Graph tags and canonical link of the page being shown, in the language
 * shown, from the same table and texts the server uses for the first load; React 19 hoists them
 * into the head and swaps them on navigation. Each page renders its own <title> with its heading; title pages their whole head.
 */
/** Title pages render their own head (features/title/TitleHead.tsx) once the title is known. */
const TITLE_PATHS = new Set(['/movie', '/movieoverlay']);

export function RouteHead() {
  const { pathname } = useLocation();
  const t = useT();
  if (TITLE_PATHS.has(pathname)) return null;
  const meta = pageMetaFor(pathname);
  const texts = pageHeadTexts(meta?.path ?? null, i18n.locale, t);
  const title = documentTitle(texts.title);
  const description = texts.description;
  const canonical = meta ? shownLanguageUrl(meta.canonicalPath ?? meta.path) : null;
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:card" content="summary" />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {meta ? <LanguageAlternates path={meta.canonicalPath ?? meta.path} /> : null}
    </>
  );
}
