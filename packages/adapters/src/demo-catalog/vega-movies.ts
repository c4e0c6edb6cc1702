import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMovie, type MovieFacts } from './describe-movie.ts';
import { repairMojibake } from './repair-mojibake.ts';

export interface DemoTitle {
  /** 1..N in (title, year) order, so the same data always gets the same ids. */
  id: number;
  type: 'movie';
  title: string;
  year: number;
  /** 0–10: IMDb rating, or the Rotten Tomatoes score / 10 when IMDb has none. */
  rating: number;
  /** IMDb votes, 0 when unknown. */
  votes: number;
  /** Thousands of IMDb votes (one decimal): only meaningful for ordering titles. */
  popularity: number;
  description: string;
  /** The dataset has no posters; the web shows a placeholder. */
  thumbnail: null;
  trailerUrl: string;
  genre: string | null;
}

/**
 * movies.json was compiled around 2010: its latest genuine releases are from 2011. Every later year
 * in it is a 19xx film stored as 20xx ("Gone with the Wind", Dec 15 2039; "Ben-Hur", Dec 30 2025).
 * Such titles are dropped rather than re-dated, since the fix would be a guess.
 */
const FIRST_VALID_YEAR = 1900;
const LAST_VALID_YEAR = 2011;

const MONTH_NUMBERS: Record<string, number> = {
  Jan: 1,
  Feb: 2,
  Mar: 3,
  Apr: 4,
  May: 5,
  Jun: 6,
  Jul: 7,
  Aug: 8,
  Sep: 9,
  Oct: 10,
  Nov: 11,
  Dec: 12,
};

const VEGA_MOVIES_PATH = join('node_modules', 'vega-datasets', 'data', 'movies.json');

/**
 * vega-datasets' `exports` map hides data/ and its JS API fetches from a CDN, so find the file on
 * disk: resolve the package's entry point (allowed by the map) and step to its data/ folder; if that
 * fails (unusual layouts, bundling), walk up from this file and from the working directory.
 */
export function findVegaMoviesFile(): string {
  const candidates: string[] = [];
  try {
    const entry = createRequire(import.meta.url).resolve('vega-datasets');
    candidates.push(join(dirname(entry), '..', 'data', 'movies.json'));
  } catch {
    // Not resolvable from here; the directory walk below may still find it.
  }
  for (const start of [dirname(fileURLToPath(import.meta.url)), process.cwd()]) {
    for (let dir = start; ; dir = dirname(dir)) {
      candidates.push(join(dir, VEGA_MOVIES_PATH));
      if (dir === parse(dir).root) break;
    }
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`vega-datasets' movies.json not found; looked in: ${candidates.join(', ')}`);
  return found;
}

/** The demo catalog's titles from vega-datasets' movies.json; ~3,000 films, ids 1..N. */
export function loadDemoTitles(moviesJsonPath: string = findVegaMoviesFile()): DemoTitle[] {
  return parseVegaMovies(JSON.parse(readFileSync(moviesJsonPath, 'utf8')));
}

type RawRecord = Record<string, unknown>;

function text(record: RawRecord, key: string): string | null {
  const value = record[key];
  // Titles such as "1776" or "2012" are stored as numbers.
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return null;
  const cleaned = repairMojibake(raw).replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
}

function numberIn(record: RawRecord, key: string, min: number, max: number): number | null {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** "Barbarians, The" → "The Barbarians", the way people search for it. */
function withLeadingArticle(title: string): string {
  const match = /^(.*), (The|A|An)$/.exec(title);
  return match ? `${match[2]} ${match[1]}` : title;
}

/** Case, accents and punctuation are ignored when deciding two records are the same film. */
function dedupeKey(title: string, year: number): string {
  const folded = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return `${folded}|${year}`;
}

function parseReleaseDate(value: string | null): { year: number; month: number; day: number } | null {
  const match = value ? /^([A-Z][a-z]{2}) (\d{1,2}) (\d{4})$/.exec(value) : null;
  if (!match) return null;
  const month = MONTH_NUMBERS[match[1] ?? ''];
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (!month || day < 1 || day > 31) return null;
  return { year, month, day };
}

interface ParsedMovie {
  title: string;
  year: number;
  rating: number;
  votes: number;
  genre: string | null;
  facts: MovieFacts;
}

function parseRecord(record: RawRecord): ParsedMovie | null {
  const rawTitle = text(record, 'Title');
  const date = parseReleaseDate(text(record, 'Release Date'));
  if (!rawTitle || !date || date.year < FIRST_VALID_YEAR || date.year > LAST_VALID_YEAR) return null;

  const imdbRating = numberIn(record, 'IMDB Rating', 0, 10);
  const rottenTomatoes = numberIn(record, 'Rotten Tomatoes Rating', 0, 100);
  const rating = imdbRating ?? (rottenTomatoes === null ? null : Math.round(rottenTomatoes) / 10);
  if (rating === null) return null;

  const votes = Math.round(numberIn(record, 'IMDB Votes', 0, Number.MAX_SAFE_INTEGER) ?? 0);
  const genre = text(record, 'Major Genre');
  const runningMinutes = numberIn(record, 'Running Time min', 1, 1000);
  const facts: MovieFacts = {
    year: date.year,
    releaseDate: { month: date.month, day: date.day },
    genre,
    director: text(record, 'Director'),
    distributor: text(record, 'Distributor'),
    source: text(record, 'Source'),
    mpaaRating: text(record, 'MPAA Rating'),
    runningMinutes: runningMinutes === null ? null : Math.round(runningMinutes),
    imdbRating,
    imdbVotes: votes || null,
    rottenTomatoes,
  };
  return { title: withLeadingArticle(rawTitle), year: date.year, rating, votes, genre, facts };
}

/** Plain code-unit order: unlike localeCompare it cannot differ between ICU versions. */
function byTitleThenYear(a: ParsedMovie, b: ParsedMovie): number {
  if (a.title !== b.title) return a.title < b.title ? -1 : 1;
  return a.year - b.year;
}

/**
 * Cleans movies.json's records (its errors are deliberate) into demo titles. A record is kept when
 * it has a title, a release year in 1900–2011 and a rating from IMDb or Rotten Tomatoes; when two
 * records are the same film (same folded title and year) the one with more IMDb votes wins.
 */
export function parseVegaMovies(data: unknown): DemoTitle[] {
  if (!Array.isArray(data)) throw new Error('movies.json: expected an array of records');
  const unique = new Map<string, ParsedMovie>();
  for (const record of data) {
    if (typeof record !== 'object' || record === null) continue;
    const movie = parseRecord(record as RawRecord);
    if (!movie) continue;
    const key = dedupeKey(movie.title, movie.year);
    const seen = unique.get(key);
    if (!seen || movie.votes > seen.votes) unique.set(key, movie);
  }
  return [...unique.values()].sort(byTitleThenYear).map((movie, index) => ({
    id: index + 1,
    type: 'movie',
    title: movie.title,
    year: movie.year,
    rating: movie.rating,
    votes: movie.votes,
    popularity: Math.round(movie.votes / 100) / 10,
    description: describeMovie(movie.facts),
    thumbnail: null,
    trailerUrl: `https://www.youtube.com/results?search_query=${encodeURIComponent(`${movie.title} ${movie.year} trailer`)}`,
    genre: movie.genre,
  }));
}
