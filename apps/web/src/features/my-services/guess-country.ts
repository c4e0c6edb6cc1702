import { getTimezone } from 'countries-and-timezones';

/**
 * A first guess at the visitor's country from what the browser says about itself (no IP
 * geolocation service): the region of a preferred language ("sv-SE" → SE) when the time zone
 * agrees or names no country, else the time zone's country. Null when neither tells.
 */
export function guessCountry(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
  timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | null {
  const zoneCountries: readonly string[] = (timeZone && getTimezone(timeZone)?.countries) || [];
  const languageRegions = languages
    .map((tag) => tag.match(/^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/)?.[1]?.toUpperCase())
    .filter((code): code is string => Boolean(code));
  // A time zone shared by a few countries (Europe/Zurich: CH, DE, LI) is settled by the language.
  const agreed = languageRegions.find((code) => zoneCountries.includes(code));
  if (agreed) return agreed;
  if (zoneCountries.length > 0) return zoneCountries[0] ?? null;
  return languageRegions[0] ?? null;
}
