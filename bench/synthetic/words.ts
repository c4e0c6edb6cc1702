// Word lists the synthetic titles are composed from. Ordinary English film-title vocabulary, so
// pg_trgm sees what it sees in real data: shared words ("the", "night", "love") across thousands
// of titles, many near-duplicates, sequels, subtitles, a few accents.

export const ADJECTIVES = (
  'Dark Silent Last Lost Hidden Broken Golden Red Black White Blue Crimson Wild Little Big Secret ' +
  'Final Eternal Forgotten Burning Frozen Endless Savage Sweet Bitter Deadly Quiet Lonely Strange ' +
  'Perfect Beautiful Dangerous Invisible Electric Midnight Hollow Sacred Wicked Brave Fallen Rising ' +
  'Distant Ancient Young Old New Long Cold Hot Empty Open Second First Great Grand Royal Lucky ' +
  'Crazy Magnificent Mysterious Naked Private Public Bright Shining Twisted Gentle Fierce Restless ' +
  'Scarlet Silver Iron Stone Velvet Paper Glass Wooden Northern Southern Eastern Western Hungry'
).split(' ');

export const NOUNS = (
  'Night Day Love Heart Road River City House Garden Shadow Storm Fire Ice Sky Sea Star Moon Sun ' +
  'Dream Game War Man Woman Girl Boy Child Family Stranger Kingdom Empire Island Mountain Forest ' +
  'Desert Winter Summer Spring Autumn Secret Promise Lie Truth Memory Ghost Angel Devil Saint Hunter ' +
  'Killer Doctor Teacher Soldier Thief Queen King Prince Princess Knight Dragon Wolf Tiger Horse ' +
  'Bird Snake Spider Machine Code Signal Mirror Window Door Bridge Tower Wall Line Circle Edge ' +
  'Journey Escape Return Revenge Rebellion Storm Silence Voice Song Dance Blood Bone Gold Diamond ' +
  'Money Heist Job Deal Contract Witness Jury Verdict Affair Wedding Funeral Party Weekend Holiday ' +
  'Train Ship Plane Car Highway Station Hotel Motel Hospital School Prison Church Farm Ranch Harbor'
).split(' ');

export const PLURALS = (
  'Nights Days Lovers Hearts Roads Streets Shadows Storms Stars Dreams Games Wars Men Women Girls ' +
  'Boys Children Strangers Kings Queens Ghosts Angels Hunters Thieves Soldiers Brothers Sisters ' +
  'Sons Daughters Friends Enemies Wolves Dragons Machines Secrets Lies Memories Voices Songs Waves'
).split(' ');

export const PLACES = (
  'Paris Rome Berlin Tokyo London Madrid Lisbon Vienna Prague Istanbul Cairo Mumbai Havana Rio ' +
  'Chicago Brooklyn Texas Alaska Montana Nevada Harlem Manhattan Hollywood Vegas Marseille Naples ' +
  'Sicily Bavaria Siberia Tangier Casablanca Shanghai Seoul Osaka Kyoto Dublin Glasgow Oslo ' +
  'Stockholm Helsinki Warsaw Budapest Athens Jerusalem Beirut Nairobi Lagos Sydney Auckland ' +
  'Montréal Québec Zürich Malmö Kraków São Paulo Bogotá Medellín Cancún'
).split(' ');

export const NAMES = (
  'Anna Maria Sophie Emma Julia Clara Laura Nina Sarah Alice Grace Lucy Rose Eva Lena Mia Zoe ' +
  'Jack John Henry Frank Max Leo Sam Ben Tom Paul Peter Michael David Daniel Oscar Hugo Felix ' +
  'Victor Charlie Billy Eddie Johnny Tony Marco Luca Diego Pablo Carlos Hans Yuki Kenji Amélie ' +
  'Zoë Chloé Renée José André Björn Søren'
).split(' ');

export const SURNAMES = (
  'Miller Smith Brown Walker Hunter Carter Stone Black Grey Wolfe Fox Hart Frost King Knight ' +
  'Moreau Rossi Müller Novak García López Tanaka Sato Kim Park Larsen Jensen Kowalski Petrov'
).split(' ');

export const VERBS = (
  'Running Falling Waiting Dancing Hunting Chasing Breaking Burning Killing Loving Leaving Finding ' +
  'Saving Losing Watching Dreaming Crossing Remembering Becoming Searching'
).split(' ');

export const TV_NOUNS = (
  'Files Chronicles Diaries Stories Tales Affairs Cases Rules Years Lives Days Nights Sessions ' +
  'Confessions Adventures Mysteries Legends Games Wars Secrets'
).split(' ');

/** Filler for plot summaries, so descriptions weigh what real ones do. */
export const PLOT_WORDS = (
  'a an the young old retired detective scientist mother father daughter son widow orphan ' +
  'student artist soldier journalist must discovers uncovers faces fights escapes returns to ' +
  'small town big city after years of when a mysterious stranger arrives with secret past and ' +
  'unexpected friendship dangerous plan family that will change everything forever in world ' +
  'where nothing is what it seems against all odds on the run from powerful enemies before time ' +
  'runs out love betrayal revenge hope'
).split(' ');

/**
 * Well-known titles, so the bench's inputs ("matr", "godfath", "The Matrix (1999)") find what a
 * visitor would expect. Popular, with wide availability, like the real ones.
 */
export const FAMOUS_TITLES: ReadonlyArray<readonly [type: 'movie' | 'tv', title: string, year: number]> = [
  ['movie', 'The Matrix', 1999],
  ['movie', 'The Matrix Reloaded', 2003],
  ['movie', 'The Matrix Revolutions', 2003],
  ['movie', 'Star Wars', 1977],
  ['movie', 'The Empire Strikes Back', 1980],
  ['movie', 'The Godfather', 1972],
  ['movie', 'The Godfather Part II', 1974],
  ['movie', 'Amélie', 2001],
  ['movie', 'The Lord of the Rings: The Fellowship of the Ring', 2001],
  ['movie', 'The Lord of the Rings: The Two Towers', 2002],
  ['movie', "Harry Potter and the Philosopher's Stone", 2001],
  ['movie', 'Harry Potter and the Chamber of Secrets', 2002],
  ['movie', 'The Dark Knight', 2008],
  ['movie', 'The Dark Knight Rises', 2012],
  ['movie', 'Inception', 2010],
  ['movie', 'Pulp Fiction', 1994],
  ['movie', 'The Terminator', 1984],
  ['movie', 'Terminator 2: Judgment Day', 1991],
  ['movie', 'Jurassic Park', 1993],
  ['movie', 'Toy Story', 1995],
  ['movie', 'Toy Story 2', 1999],
  ['movie', 'Back to the Future', 1985],
  ['movie', 'Fight Club', 1999],
  ['movie', 'Titanic', 1997],
  ['movie', 'Gladiator', 2000],
  ['movie', 'Shrek', 2001],
  ['movie', 'The Shawshank Redemption', 1994],
  ['movie', 'The Shining', 1980],
  ['movie', 'Interstellar', 2014],
  ['movie', 'Parasite', 2019],
  ['tv', 'Breaking Bad', 2008],
  ['tv', 'Game of Thrones', 2011],
  ['tv', 'The Office', 2005],
  ['tv', 'Stranger Things', 2016],
  ['tv', 'The Mandalorian', 2019],
  ['tv', 'Dark', 2017],
];
