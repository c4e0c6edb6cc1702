import {
  documentTitle,
  jsonLdText,
  SITE_NAME,
  type TitleDetails,
  type TitleFacts,
  type TitlePageFacts,
  titlePageDescription,
  titlePagePath,
  titlePageTitle,
  titleStructuredData,
} from '@reelatlas/contracts';
import { LanguageAlternates, shownLanguageUrl } from '../../components/LanguageAlternates.tsx';

export function titleFacts(movie: TitleDetails): TitlePageFacts {
  return {
    type: movie.type,
    id: movie.id,
    title: movie.title,
    year: movie.year,
    description: movie.description,
    thumbnail: movie.thumbnail,
    platforms: movie.platforms.map((platform) => platform.name),
    countries: new Set(movie.availability.map((offer) => offer.country)).size,
  };
}

/**
 * The title page's description, Open Graph tags, canonical link and Movie/TVSeries data, as the
 * server writes them into the first load (the same rules in contracts); React 19 hoists them.
 */
export function TitleHead({ movie }: { movie: TitleDetails }) {
  const facts = titleFacts(movie);
  return <HeadTags facts={facts} description={titlePageDescription(facts)} />;
}

const MAX_DESCRIPTION = 200;

/**
 * The head of a title page opened from a link, before any search: the same tags, with the
 * title's own description (nothing of where it streams is known yet, nor may be told).
 */
export function TitleLinkHead({ movie }: { movie: TitleFacts }) {
  const facts: TitlePageFacts = {
    type: movie.type,
    id: movie.id,
    title: movie.title,
    year: movie.year,
    description: movie.description,
    thumbnail: movie.thumbnail,
    platforms: [],
    countries: 0,
  };
  const text = `${titlePageTitle(facts)}. ${movie.description}`.trim();
  const description =
    text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
  return <HeadTags facts={facts} description={description} />;
}

function HeadTags({ facts, description }: { facts: TitlePageFacts; description: string }) {
  const site = window.location.origin;
  const title = documentTitle(titlePageTitle(facts));
  const canonical = shownLanguageUrl(titlePagePath(facts), site);
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={facts.type === 'tv' ? 'video.tv_show' : 'video.movie'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:card" content={facts.thumbnail ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {facts.thumbnail ? <meta property="og:image" content={facts.thumbnail} /> : null}
      {facts.thumbnail ? <meta name="twitter:image" content={facts.thumbnail} /> : null}
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
      <LanguageAlternates path={titlePagePath(facts)} />
      <script type="application/ld+json">{jsonLdText(titleStructuredData(facts, site))}</script>
    </>
  );
}
