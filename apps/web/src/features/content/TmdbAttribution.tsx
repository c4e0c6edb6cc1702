/**
 * TMDB's required notice (docs/product-rules.md#catalog-freshness: logo + notice wherever we credit the catalog).
 * TMDB prescribes its wording, so it stays English in every language (marked `lang="en"`).
 */
export const TMDB_NOTICE = 'This product uses the TMDB API but is not endorsed or certified by TMDB.';

/** Our own small word mark for TMDB, in its navy and green so it reads in both themes. */
export function TmdbMark({ className = 'h-5 w-auto' }: { className?: string }) {
  return (
    <svg viewBox="0 0 58 20" className={className} aria-hidden="true" focusable="false">
      <rect width="58" height="20" rx="5" fill="#0d253f" />
      <text
        x="29"
        y="14.5"
        textAnchor="middle"
        fill="#90cea1"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="12"
        fontWeight="800"
        letterSpacing="1"
      >
        TMDB
      </text>
    </svg>
  );
}

/** The TMDB logo (linking to TMDB) beside the notice. */
export function TmdbAttribution() {
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted" data-testid="tmdb-attribution">
      <a
        href="https://www.themoviedb.org/"
        className="inline-flex shrink-0 rounded"
        aria-label="TMDB, The Movie Database"
      >
        <TmdbMark />
      </a>
      <span lang="en">{TMDB_NOTICE}</span>
    </p>
  );
}
