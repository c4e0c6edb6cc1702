/** The facts movies.json holds about one film; anything it lacks is null and simply left out. */
export interface MovieFacts {
  year: number;
  releaseDate: { month: number; day: number } | null;
  genre: string | null;
  director: string | null;
  distributor: string | null;
  source: string | null;
  mpaaRating: string | null;
  runningMinutes: number | null;
  imdbRating: number | null;
  imdbVotes: number | null;
  rottenTomatoes: number | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// The dataset's "Source" categories, turned into sentences. Unknown categories are skipped rather
// than guessed at.
const SOURCE_SENTENCES: Record<string, string> = {
  'Original Screenplay': 'From an original screenplay.',
  'Based on Book/Short Story': 'Based on a book or short story.',
  'Based on Real Life Events': 'Based on real-life events.',
  Remake: 'A remake.',
  'Based on TV': 'Based on a TV programme.',
  'Based on Comic/Graphic Novel': 'Based on a comic or graphic novel.',
  'Based on Play': 'Based on a play.',
  'Based on Game': 'Based on a game.',
  'Traditional/Legend/Fairytale': 'Drawn from a traditional tale, legend or fairytale.',
  'Based on Magazine Article': 'Based on a magazine article.',
  'Based on Musical/Opera': 'Based on a musical or opera.',
  'Based on Short Film': 'Based on a short film.',
  'Spin-Off': 'A spin-off.',
  'Based on Factual Book/Article': 'Based on a factual book or article.',
  'Disney Ride': 'Based on a Disney theme-park ride.',
  Compilation: 'A compilation film.',
  'Based on Toy': 'Based on a toy.',
  'Musical Group Movie': 'A film about a musical group.',
};

function withThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function ratingSentence(facts: MovieFacts): string | null {
  if (facts.imdbRating !== null) {
    const votes = facts.imdbVotes ? ` from ${withThousands(facts.imdbVotes)} votes` : '';
    return `IMDb rating ${facts.imdbRating}/10${votes}.`;
  }
  if (facts.rottenTomatoes !== null) return `Rotten Tomatoes score ${facts.rottenTomatoes}%.`;
  return null;
}

function certificateSentence(facts: MovieFacts): string | null {
  const rating =
    facts.mpaaRating === 'Not Rated'
      ? 'Not rated'
      : facts.mpaaRating && facts.mpaaRating !== 'Open'
        ? `Rated ${facts.mpaaRating}`
        : null;
  const length = facts.runningMinutes ? `${facts.runningMinutes} minutes` : null;
  if (rating && length) return `${rating}, ${length}.`;
  if (rating) return `${rating}.`;
  if (length) return `Runs ${length}.`;
  return null;
}

/**
 * A plain description built only from the dataset's own fields, e.g. "A 1998 drama film directed by
 * X, distributed by Gramercy. Released June 12, 1998. Rated R, 119 minutes. IMDb rating 6.1/10 from
 * 1,071 votes." Nothing is added that the data does not say.
 */
export function describeMovie(facts: MovieFacts): string {
  const kind = facts.genre ? `${facts.genre.toLowerCase()} film` : 'film';
  let opening = `A ${facts.year} ${kind}`;
  if (facts.director) opening += ` directed by ${facts.director}`;
  if (facts.distributor) opening += `${facts.director ? ',' : ''} distributed by ${facts.distributor}`;
  // Names such as "Warner Bros." already end the sentence.
  const sentences = [opening.endsWith('.') ? opening : `${opening}.`];
  const source = facts.source ? SOURCE_SENTENCES[facts.source] : undefined;
  if (source) sentences.push(source);
  if (facts.releaseDate) {
    const month = MONTHS[facts.releaseDate.month - 1];
    if (month) sentences.push(`Released ${month} ${facts.releaseDate.day}, ${facts.year}.`);
  }
  for (const sentence of [certificateSentence(facts), ratingSentence(facts)]) {
    if (sentence) sentences.push(sentence);
  }
  return sentences.join(' ');
}
