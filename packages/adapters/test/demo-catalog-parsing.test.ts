import { describe, expect, it } from 'vitest';
import { parseVegaMovies } from '../src/demo-catalog/index.ts';
import { localPrice } from '../src/demo-catalog/prices.ts';
import { repairMojibake } from '../src/demo-catalog/repair-mojibake.ts';

/** A movies.json record with every field null except those given. */
function record(fields: Record<string, unknown>): Record<string, unknown> {
  const empty = Object.fromEntries(
    [
      'Title',
      'Release Date',
      'MPAA Rating',
      'Running Time min',
      'Distributor',
      'Source',
      'Major Genre',
      'Director',
      'Rotten Tomatoes Rating',
      'IMDB Rating',
      'IMDB Votes',
    ].map((key) => [key, null]),
  );
  return { ...empty, ...fields };
}

describe('parseVegaMovies', () => {
  it('turns numeric titles into strings', () => {
    const [title] = parseVegaMovies([
      record({ Title: 1776, 'Release Date': 'Nov 09 1972', 'IMDB Rating': 7 }),
    ]);
    expect(title).toMatchObject({ id: 1, title: '1776', year: 1972, rating: 7 });
  });

  it('drops records without a title, a usable year or any rating', () => {
    const titles = parseVegaMovies([
      record({ Title: null, 'Release Date': 'Nov 03 2006', 'IMDB Rating': 6.6 }),
      // A 1939 film stored as 2039: dropped, not re-dated.
      record({ Title: 'Gone with the Wind', 'Release Date': 'Dec 15 2039', 'IMDB Rating': 8.2 }),
      record({ Title: 'Ben-Hur', 'Release Date': 'Dec 30 2025', 'IMDB Rating': 8.2 }),
      record({ Title: 'Too Early', 'Release Date': 'Jan 01 1899', 'IMDB Rating': 5 }),
      record({ Title: 'No Date', 'IMDB Rating': 5 }),
      record({ Title: 'Garbled Date', 'Release Date': '1998-06-12', 'IMDB Rating': 5 }),
      record({ Title: 'No Rating', 'Release Date': 'Jun 12 1998' }),
      record({ Title: 'Kept', 'Release Date': 'Dec 23 2011', 'IMDB Rating': 6 }),
    ]);
    expect(titles.map((title) => title.title)).toEqual(['Kept']);
  });

  it('falls back to the Rotten Tomatoes score / 10 when IMDb has no rating', () => {
    const [title] = parseVegaMovies([
      record({ Title: 'Critics Only', 'Release Date': 'Jun 12 1998', 'Rotten Tomatoes Rating': 57 }),
    ]);
    expect(title).toMatchObject({ rating: 5.7, votes: 0, popularity: 0 });
    expect(title?.description).toContain('Rotten Tomatoes score 57%.');
  });

  it('keeps one record per (folded title, year), the one with more votes', () => {
    const titles = parseVegaMovies([
      record({ Title: 'Crash', 'Release Date': 'May 06 2005', 'IMDB Rating': 7.9, 'IMDB Votes': 100 }),
      record({ Title: 'CRASH!', 'Release Date': 'May 06 2005', 'IMDB Rating': 8, 'IMDB Votes': 900 }),
      record({ Title: 'Crash', 'Release Date': 'Oct 04 1996', 'IMDB Rating': 6.3, 'IMDB Votes': 50 }),
    ]);
    expect(titles.map(({ id, title, year, votes }) => ({ id, title, year, votes }))).toEqual([
      { id: 1, title: 'CRASH!', year: 2005, votes: 900 },
      { id: 2, title: 'Crash', year: 1996, votes: 50 },
    ]);
  });

  it('numbers titles by (title, year) whatever the input order', () => {
    const input = [
      record({ Title: 'Zodiac', 'Release Date': 'Mar 02 2007', 'IMDB Rating': 7.7 }),
      record({ Title: 'Alien', 'Release Date': 'May 25 1979', 'IMDB Rating': 8.5 }),
      record({ Title: 'Heat', 'Release Date': 'Dec 15 1995', 'IMDB Rating': 8.2 }),
    ];
    const forward = parseVegaMovies(input);
    expect(parseVegaMovies([...input].reverse())).toEqual(forward);
    expect(forward.map((title) => `${title.id} ${title.title}`)).toEqual(['1 Alien', '2 Heat', '3 Zodiac']);
  });

  it('repairs the file text: accents, spacing and trailing articles', () => {
    const titles = parseVegaMovies([
      record({ Title: 'DÈj‡ Vu', 'Release Date': 'Nov 22 2006', 'IMDB Rating': 6.9 }),
      record({
        Title: 'Halloween:  The Curse of Michael Myers',
        'Release Date': 'Sep 29 1995',
        'IMDB Rating': 4.4,
      }),
      record({ Title: 'Barbarians, The', 'Release Date': 'Mar 01 1987', 'IMDB Rating': 3.4 }),
    ]);
    expect(titles.map((title) => title.title)).toEqual([
      'Déjà Vu',
      'Halloween: The Curse of Michael Myers',
      'The Barbarians',
    ]);
  });

  it('describes a film only with facts from its record', () => {
    const [full, bare] = parseVegaMovies([
      record({
        Title: 'A Full Record',
        'Release Date': 'Jun 12 1998',
        'Major Genre': 'Thriller/Suspense',
        Director: 'Jane Doe',
        Distributor: 'Warner Bros.',
        Source: 'Based on Book/Short Story',
        'MPAA Rating': 'R',
        'Running Time min': 119,
        'IMDB Rating': 7.2,
        'IMDB Votes': 12345,
      }),
      record({ Title: 'Bare', 'Release Date': 'Jan 05 1950', 'IMDB Rating': 6, 'MPAA Rating': 'Open' }),
    ]);
    expect(full?.description).toBe(
      'A 1998 thriller/suspense film directed by Jane Doe, distributed by Warner Bros. ' +
        'Based on a book or short story. Released June 12, 1998. Rated R, 119 minutes. ' +
        'IMDb rating 7.2/10 from 12,345 votes.',
    );
    expect(full?.genre).toBe('Thriller/Suspense');
    expect(full?.popularity).toBe(12.3);
    expect(bare?.description).toBe('A 1950 film. Released January 5, 1950. IMDb rating 6/10.');
    expect(bare?.genre).toBeNull();
  });

  it('rejects a file that is not a list of records', () => {
    expect(() => parseVegaMovies({ movies: [] })).toThrow(/array/);
  });
});

describe('repairMojibake', () => {
  it.each([
    ['LÈon', 'Léon'],
    ["De battre mon coeur s'est arrÍtÈ", "De battre mon coeur s'est arrêté"],
    ['Per qualche dollaro in pi˘', 'Per qualche dollaro in più'],
    ['The Naked Gun 2Ω: The Smell of Fear', 'The Naked Gun 2½: The Smell of Fear'],
    ["I Love You Ö Don't Touch Me!", "I Love You … Don't Touch Me!"],
    ['Die F‰lscher', 'Die Fälscher'],
    // Already right: left alone.
    ['Alien³', 'Alien³'],
    ['Ri¢hie Ri¢h', 'Ri¢hie Ri¢h'],
    ['Plain ASCII', 'Plain ASCII'],
  ])('%s → %s', (garbled, expected) => {
    expect(repairMojibake(garbled)).toBe(expected);
  });
});

describe('localPrice', () => {
  it('formats prices the way each market writes them', () => {
    expect(localPrice('US', 'rent', 0).formatted).toBe('$2.99');
    expect(localPrice('DE', 'buy', 0.99).formatted).toBe('€13.99');
    expect(localPrice('GB', 'rent', 0.5).formatted).toBe('£3.49');
    expect(localPrice('JP', 'buy', 0.5).formatted).toBe('¥2,000');
    expect(localPrice('SE', 'rent', 0).formatted).toBe('39 kr');
    expect(localPrice('ZA', 'rent', 0).formatted).toBe('$2.99');
  });

  it('gives the amount and ISO 4217 currency behind the formatted price', () => {
    expect(localPrice('JP', 'buy', 0.5)).toEqual({ amount: 2000, currency: 'JPY', formatted: '¥2,000' });
    expect(localPrice('DE', 'rent', 0)).toMatchObject({ amount: 2.99, currency: 'EUR' });
    // Markets without their own ladder are billed in US dollars.
    expect(localPrice('ZA', 'rent', 0)).toMatchObject({ amount: 2.99, currency: 'USD' });
  });
});
