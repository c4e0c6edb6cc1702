import { getTimezone } from 'countries-and-timezones';
import { countryName } from './countries.ts';

/**
 * The visitor's country, guessed once for the whole app, so "For you", "My services" and the
 * sign-up form never disagree. The visitor's own word comes first: the country they chose (My
 * services: on the account when signed in, else in this browser), then the account's country,
 * then what the browser says about itself. No IP geolocation.
 */

/** Where a country came from: the visitor's choice, their account, or a guess from the browser. */
export type CountrySource = 'choice' | 'account' | 'browser';

export interface VisitorCountry {
  code: string;
  source: CountrySource;
}

const isKnown = (code: string | null | undefined): code is string =>
  typeof code === 'string' && /^[A-Z]{2}$/.test(code) && countryName(code) !== code;

/** The first known country of the visitor's choice, their account's and the browser's guess. */
export function visitorCountry(sources: {
  choice?: string | null | undefined;
  account?: string | null | undefined;
  browser?: string | null | undefined;
}): VisitorCountry | null {
  for (const source of ['choice', 'account', 'browser'] as const) {
    const code = sources[source]?.toUpperCase();
    if (isKnown(code)) return { code, source };
  }
  return null;
}

/**
 * A guess from what the browser says about itself (its languages are the ones it sends as
 * `Accept-Language`): the region of a preferred language ("sv-SE" → SE) when the time zone
 * agrees or names no country, else the time zone's country. Null when neither tells.
 */
export function browserCountry(languages: readonly string[], timeZone: string | undefined): string | null {
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

/** This browser's guess, taken once: its time zone lookup costs a phone ~20 ms. */
let taken: string | null | undefined;
export function browserCountryGuess(): string | null {
  if (taken === undefined) {
    let timeZone: string | undefined;
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      timeZone = undefined;
    }
    taken = browserCountry(navigator.languages ?? [navigator.language], timeZone);
  }
  return taken;
}
