/**
 * Provider data from TMDB comes from JustWatch, and says so where it is shown. (Demo
 * catalog availability is generated, so it is not credited to anyone.)
 */
export function JustWatchAttribution() {
  return (
    <p className="text-xs text-muted" data-testid="justwatch-attribution">
      Availability data by{' '}
      <a href="https://www.justwatch.com/" className="text-link underline underline-offset-2">
        JustWatch
      </a>
      , via TMDB.
    </p>
  );
}
