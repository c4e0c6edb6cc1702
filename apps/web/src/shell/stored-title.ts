import type { TitleDetails } from '@reelatlas/contracts';

// The shell runs before any of the app's code is fetched, so it cannot use the contracts' zod
// schema; this check accepts exactly what titleDetailsSchema accepts (stored-title.test.ts
// compares the two), so the shell never paints a title the app would then refuse.
type Check = (value: unknown) => boolean;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str: Check = (v) => typeof v === 'string';
const int: Check = (v) => Number.isSafeInteger(v);
const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const country: Check = (v) => typeof v === 'string' && /^[A-Z]{2}$/.test(v);
const oneOf =
  (...options: string[]): Check =>
  (v) =>
    typeof v === 'string' && options.includes(v);
const arrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isObject(v) && Object.entries(fields).every(([key, check]) => check(v[key]));

const isTitle = shape({
  id: (v) => int(v) && (v as number) > 0,
  type: oneOf('movie', 'tv'),
  title: str,
  year: nullable(int),
  release_year: nullable(int),
  rating: nullable(num),
  description: str,
  thumbnail: nullable(str),
  trailer_url: nullable(str),
  seasons: nullable(int),
  platforms: arrayOf(shape({ name: str, countries: arrayOf(country) })),
  availability: arrayOf(
    shape({
      country,
      provider: str,
      offerType: oneOf('subscription', 'free', 'ads', 'rent', 'buy'),
      link: nullable(str),
      price: nullable(str),
      rank: (v) => v === undefined || v === null || int(v),
    }),
  ),
  source: oneOf('demo', 'tmdb'),
});

export const isTitleDetails = (value: unknown): value is TitleDetails => isTitle(value);

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The title the page's first render will show, by useTitleFromLocation's rules: the last viewed
 * title, unless the history entry (kept across a reload) or the URL names another one. An entry
 * naming an older title is left to the app, which reads its kept copy.
 */
export function titleForShell(search: string, historyState: unknown, storedRaw: string | null) {
  const state = isObject(historyState) ? historyState.usr : null;
  const named = isObject(state) && typeof state.title === 'string' ? state.title : null;
  const stored = parseJson(storedRaw);
  if (!isTitleDetails(stored)) return null;
  const wanted = named ?? new URLSearchParams(search).get('id');
  if (wanted && wanted !== `${stored.type}:${stored.id}`) return null;
  return stored;
}
