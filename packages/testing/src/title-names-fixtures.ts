import type { FakeTmdbTitle } from './tmdb-fixtures.ts';

/**
 * Titles whose English and local names differ from their original one, written for the tests in
 * the shapes TMDb documents for `/movie/{id}` and `/tv/{id}` with
 * `append_to_response=translations,alternative_titles` (translations: `iso_639_1`,
 * `iso_3166_1`, `data.title` for movies, `data.name` for TV; alternative titles: movies
 * `titles[]`, TV `results[]`, each `{iso_3166_1, title, type}`). Popularity is made up, high:
 * they are the titles people look for, among decoys named like them.
 */
export interface NamedTitleFixture {
  type: 'movie' | 'tv';
  id: number;
  /** TMDb's `original_title` / `original_name`. */
  original: string;
  originalLanguage: string;
  /** The en-US title. */
  english: string;
  /** `[language, country, name]`: other languages' titles. */
  translations: [string, string, string][];
  /** `[country, title]`: alternative titles. */
  alternatives: [string, string][];
  popularity: number;
}

const t = (
  type: 'movie' | 'tv',
  id: number,
  original: string,
  originalLanguage: string,
  english: string,
  translations: [string, string, string][],
  alternatives: [string, string][] = [],
  popularity = 60,
): NamedTitleFixture => ({
  type,
  id,
  original,
  originalLanguage,
  english,
  translations,
  alternatives,
  popularity,
});

export const namedTitleFixtures: NamedTitleFixture[] = [
  t(
    'movie',
    129,
    '千と千尋の神隠し',
    'ja',
    'Spirited Away',
    [
      ['es', 'ES', 'El viaje de Chihiro'],
      ['de', 'DE', 'Chihiros Reise ins Zauberland'],
      ['fr', 'FR', 'Le Voyage de Chihiro'],
    ],
    [['JP', 'Sen to Chihiro no Kamikakushi']],
    95,
  ),
  t(
    'movie',
    496243,
    '기생충',
    'ko',
    'Parasite',
    [
      ['es', 'ES', 'Parásitos'],
      ['de', 'DE', 'Parasite'],
      ['fr', 'FR', 'Parasite'],
    ],
    [['KR', 'Gisaengchung']],
    90,
  ),
  t(
    'movie',
    372058,
    '君の名は。',
    'ja',
    'Your Name.',
    [
      ['de', 'DE', 'Your Name. - Gestern, heute und für immer'],
      ['es', 'MX', 'Your Name'],
    ],
    [['JP', 'Kimi no Na wa.']],
    80,
  ),
  t(
    'tv',
    37854,
    'ワンピース',
    'ja',
    'One Piece',
    [
      ['es', 'ES', 'One Piece'],
      ['ja', 'JP', ''],
    ],
    [['JP', 'Wan Pīsu']],
    150,
  ),
  t(
    'tv',
    85937,
    '鬼滅の刃',
    'ja',
    'Demon Slayer: Kimetsu no Yaiba',
    [
      ['de', 'DE', 'Demon Slayer'],
      ['es', 'ES', 'Guardianes de la noche'],
    ],
    [['JP', 'Kimetsu no Yaiba']],
    120,
  ),
  t(
    'tv',
    114410,
    'チェンソーマン',
    'ja',
    'Chainsaw Man',
    [['es', 'ES', 'Chainsaw Man']],
    [['JP', 'Chensō Man']],
    110,
  ),
  t(
    'tv',
    65930,
    '僕のヒーローアカデミア',
    'ja',
    'My Hero Academia',
    [['fr', 'FR', 'My Hero Academia']],
    [['JP', 'Boku no Hero Academia']],
    100,
  ),
  t(
    'movie',
    758009,
    '길복순',
    'ko',
    'Kill Boksoon',
    [['es', 'ES', 'Kill Boksoon']],
    [['KR', 'Gil Bok-soon']],
    70,
  ),
  t(
    'movie',
    429,
    'Il buono, il brutto, il cattivo',
    'it',
    'The Good, the Bad and the Ugly',
    [
      ['de', 'DE', 'Zwei glorreiche Halunken'],
      ['es', 'ES', 'El bueno, el feo y el malo'],
      ['fr', 'FR', 'Le Bon, la Brute et le Truand'],
    ],
    [],
    75,
  ),
  t(
    'movie',
    598,
    'Cidade de Deus',
    'pt',
    'City of God',
    [
      ['es', 'ES', 'Ciudad de Dios'],
      ['fr', 'FR', 'La Cité de Dieu'],
    ],
    [],
    55,
  ),
  t(
    'movie',
    4935,
    'ハウルの動く城',
    'ja',
    "Howl's Moving Castle",
    [
      ['es', 'ES', 'El castillo ambulante'],
      ['de', 'DE', 'Das wandelnde Schloss'],
    ],
    [],
    70,
  ),
  t(
    'movie',
    128,
    'もののけ姫',
    'ja',
    'Princess Mononoke',
    [
      ['de', 'DE', 'Prinzessin Mononoke'],
      ['es', 'ES', 'La princesa Mononoke'],
    ],
    [['JP', 'Mononoke-hime']],
    65,
  ),
  t('movie', 670, '올드보이', 'ko', 'Oldboy', [['es', 'ES', 'Old Boy']], [], 50),
  t(
    'movie',
    19404,
    'दिलवाले दुल्हनिया ले जायेंगे',
    'hi',
    'Dilwale Dulhania Le Jayenge',
    [['fr', 'FR', "Ils s'aimeront jusqu'à la mort"]],
    [['IN', 'DDLJ']],
    40,
  ),
  t(
    'movie',
    194,
    "Le Fabuleux Destin d'Amélie Poulain",
    'fr',
    'Amélie',
    [
      ['de', 'DE', 'Die fabelhafte Welt der Amélie'],
      ['es', 'ES', 'Amelie'],
    ],
    [],
    60,
  ),
  t(
    'movie',
    11216,
    'Nuovo Cinema Paradiso',
    'it',
    'Cinema Paradiso',
    [['es', 'ES', 'Cinema Paradiso']],
    [],
    45,
  ),
  t(
    'movie',
    637,
    'La vita è bella',
    'it',
    'Life Is Beautiful',
    [
      ['de', 'DE', 'Das Leben ist schön'],
      ['es', 'ES', 'La vida es bella'],
    ],
    [],
    70,
  ),
  t(
    'movie',
    1417,
    'El laberinto del fauno',
    'es',
    "Pan's Labyrinth",
    [
      ['de', 'DE', 'Pans Labyrinth'],
      ['fr', 'FR', 'Le Labyrinthe de Pan'],
    ],
    [],
    55,
  ),
  t(
    'movie',
    582,
    'Das Leben der Anderen',
    'de',
    'The Lives of Others',
    [
      ['es', 'ES', 'La vida de los otros'],
      ['fr', 'FR', 'La Vie des autres'],
    ],
    [],
    45,
  ),
  t(
    'movie',
    25237,
    'Иди и смотри',
    'ru',
    'Come and See',
    [
      ['de', 'DE', 'Komm und sieh'],
      ['es', 'ES', 'Ven y mira'],
    ],
    [['RU', 'Idi i smotri']],
    40,
  ),
  t(
    'movie',
    146,
    '臥虎藏龍',
    'zh',
    'Crouching Tiger, Hidden Dragon',
    [
      ['es', 'ES', 'Tigre y dragón'],
      ['de', 'DE', 'Tiger and Dragon'],
    ],
    [],
    45,
  ),
  t('movie', 10494, 'パーフェクトブルー', 'ja', 'Perfect Blue', [['es', 'ES', 'Perfect Blue']], [], 40),
  t(
    'tv',
    71446,
    'La casa de papel',
    'es',
    'Money Heist',
    [
      ['de', 'DE', 'Haus des Geldes'],
      ['fr', 'FR', 'La Casa de Papel'],
    ],
    [],
    130,
  ),
  t(
    'tv',
    93405,
    '오징어 게임',
    'ko',
    'Squid Game',
    [
      ['es', 'ES', 'El juego del calamar'],
      ['fr', 'FR', 'Squid Game'],
    ],
    [],
    140,
  ),
  t(
    'tv',
    1429,
    '進撃の巨人',
    'ja',
    'Attack on Titan',
    [
      ['es', 'ES', 'Ataque a los titanes'],
      ['de', 'DE', 'Attack on Titan'],
    ],
    [['JP', 'Shingeki no Kyojin']],
    120,
  ),
  t('tv', 46260, 'ナルト', 'ja', 'Naruto', [['es', 'ES', 'Naruto']], [], 90),
  t(
    'movie',
    8392,
    'となりのトトロ',
    'ja',
    'My Neighbor Totoro',
    [
      ['es', 'ES', 'Mi vecino Totoro'],
      ['de', 'DE', 'Mein Nachbar Totoro'],
    ],
    [['JP', 'Tonari no Totoro']],
    65,
  ),
  t(
    'movie',
    346,
    '七人の侍',
    'ja',
    'Seven Samurai',
    [
      ['de', 'DE', 'Die sieben Samurai'],
      ['es', 'ES', 'Los siete samuráis'],
    ],
    [['JP', 'Shichinin no Samurai']],
    50,
  ),
  t(
    'movie',
    11423,
    '살인의 추억',
    'ko',
    'Memories of Murder',
    [
      ['es', 'ES', 'Crónica de un asesino en serie'],
      ['fr', 'FR', 'Memories of Murder'],
    ],
    [],
    45,
  ),
  t(
    'movie',
    77338,
    'Intouchables',
    'fr',
    'The Intouchables',
    [
      ['de', 'DE', 'Ziemlich beste Freunde'],
      ['es', 'ES', 'Intocable'],
    ],
    [],
    75,
  ),
  t(
    'movie',
    144,
    'Der Himmel über Berlin',
    'de',
    'Wings of Desire',
    [
      ['fr', 'FR', 'Les Ailes du désir'],
      ['es', 'ES', 'Cielo sobre Berlín'],
    ],
    [],
    35,
  ),
  t(
    'movie',
    104,
    'Lola rennt',
    'de',
    'Run Lola Run',
    [
      ['es', 'ES', 'Corre, Lola, corre'],
      ['fr', 'FR', 'Cours, Lola, cours'],
    ],
    [],
    40,
  ),
  t(
    'movie',
    396535,
    '부산행',
    'ko',
    'Train to Busan',
    [['es', 'ES', 'Estación zombie: Tren a Busan']],
    [],
    60,
  ),
  t(
    'movie',
    290098,
    '아가씨',
    'ko',
    'The Handmaiden',
    [
      ['es', 'ES', 'La doncella'],
      ['de', 'DE', 'Die Taschendiebin'],
    ],
    [],
    50,
  ),
  t(
    'movie',
    265195,
    'Relatos salvajes',
    'es',
    'Wild Tales',
    [
      ['de', 'DE', 'Wild Tales - Jeder dreht mal durch!'],
      ['fr', 'FR', 'Les Nouveaux Sauvages'],
    ],
    [],
    40,
  ),
  t(
    'movie',
    60243,
    'جدایی نادر از سیمین',
    'fa',
    'A Separation',
    [
      ['es', 'ES', 'Nader y Simin, una separación'],
      ['de', 'DE', 'Nader und Simin – Eine Trennung'],
    ],
    [],
    35,
  ),
  t(
    'movie',
    265189,
    'Левиафан',
    'ru',
    'Leviathan',
    [
      ['de', 'DE', 'Leviathan'],
      ['es', 'ES', 'Leviatán'],
    ],
    [],
    30,
  ),
];

/** A few translations' overviews (most fixtures have none, as many of TMDb's translations). */
const fixtureOverviews: Record<string, string> = {
  '129:en': 'A young girl, Chihiro, becomes trapped in a strange new world of spirits.',
  '129:de': 'Die zehnjährige Chihiro gerät in eine seltsame Welt voller Geister.',
};

/** TMDb's `translations` as appended to a movie or TV title. */
export function tmdbTranslations(fixture: NamedTitleFixture) {
  const key = fixture.type === 'movie' ? 'title' : 'name';
  return {
    translations: [['en', 'US', fixture.english] as [string, string, string], ...fixture.translations].map(
      ([language, country, name]) => ({
        iso_3166_1: country,
        iso_639_1: language,
        name: '',
        english_name: language,
        data: {
          [key]: name,
          overview: fixtureOverviews[`${fixture.id}:${language}`] ?? '',
          tagline: '',
          homepage: '',
        },
      }),
    ),
  };
}

/** TMDb's `alternative_titles` as appended: movies `titles[]`, TV `results[]`. */
export function tmdbAlternativeTitles(fixture: NamedTitleFixture) {
  const entries = fixture.alternatives.map(([country, title]) => ({ iso_3166_1: country, title, type: '' }));
  return fixture.type === 'movie'
    ? { id: fixture.id, titles: entries }
    : { id: fixture.id, results: entries };
}

/**
 * Decoys: obscure titles named exactly like a fixture's English or local name, or like its
 * first word, which a search box must not rank above the popular title people mean.
 */
export function namedTitleDecoys(): { title: string; popularity: number }[] {
  const decoys: { title: string; popularity: number }[] = [];
  for (const fixture of namedTitleFixtures) {
    decoys.push({ title: fixture.english, popularity: 0.6 });
    for (const [, , name] of fixture.translations) if (name) decoys.push({ title: name, popularity: 0.5 });
    const firstWord = fixture.english.split(/\s+/)[0] ?? fixture.english;
    decoys.push({ title: firstWord, popularity: 1.5 }, { title: `${firstWord} Returns`, popularity: 2 });
  }
  decoys.push(
    { title: 'Chainsaw', popularity: 3 },
    { title: 'Chainsaw Massacre Night', popularity: 2 },
    { title: 'Name', popularity: 3 },
    { title: 'Your Name Is Trouble', popularity: 2 },
    { title: 'Rogue One', popularity: 30 },
  );
  return decoys;
}

/** A fixture as the fake TMDb serves it: details in TMDb's shape, its names appended on request. */
export function namedFakeTmdbTitle(fixture: NamedTitleFixture): FakeTmdbTitle {
  const name = fixture.type === 'movie' ? 'title' : 'name';
  const original = fixture.type === 'movie' ? 'original_title' : 'original_name';
  return {
    mediaType: fixture.type,
    item: {
      id: fixture.id,
      [name]: fixture.english,
      [original]: fixture.original,
      original_language: fixture.originalLanguage,
      [fixture.type === 'movie' ? 'release_date' : 'first_air_date']: '2001-07-20',
      poster_path: null,
      vote_average: 8.5,
      vote_count: 10_000,
      popularity: fixture.popularity,
      overview: '',
    },
    details: {},
    videos: [],
    providers: {},
    imdbId: null,
    translations: tmdbTranslations(fixture),
    alternativeTitles: tmdbAlternativeTitles(fixture),
  };
}
