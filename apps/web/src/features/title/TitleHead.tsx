import {
  documentTitle,
  jsonLdText,
  SITE_NAME,
  type TitleDetails,
  type TitlePageFacts,
  titlePageDescription,
  titlePagePath,
  titlePageTitle,
  titleStructuredData,
} from '@reelatlas/contracts';

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
  const site = window.location.origin;
  const title = documentTitle(titlePageTitle(facts));
  const description = titlePageDescription(facts);
  const canonical = `${site}${titlePagePath(facts)}`;
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:card" content={facts.thumbnail ? 'summary_large_image' : 'summary'} />
      {facts.thumbnail ? <meta property="og:image" content={facts.thumbnail} /> : null}
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
      <script type="application/ld+json">{jsonLdText(titleStructuredData(facts, site))}</script>
    </>
  );
}
