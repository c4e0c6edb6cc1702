/**
 * The pseudo-language, for tests only (docs/testing.md#languages-in-the-browser): every English
 * text accented and about 40 % longer, so a clipped or overflowing text and a text that is not
 * read from the catalogs show at once. Placeholders, plural and select forms and `#` are kept.
 * It is built only when the e2e build asks for it and is never one of the languages offered.
 */

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ʠ',
  r: 'ŕ',
  s: 'š',
  t: 'ť',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ť',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const VOWEL = /[aeiouyAEIOUY]/;
/** How much longer a pseudo text is than its English one, at least. */
export const PSEUDO_GROWTH = 1.4;

/** One English text, accented and about 40 % longer: vowels doubled, then padding if still short. */
export function pseudoText(english: string): string {
  let out = '';
  let letters = 0;
  for (const char of english) {
    const accented = ACCENTED[char];
    if (!accented) {
      out += char;
      continue;
    }
    letters += 1;
    out += VOWEL.test(char) ? accented + accented.toLowerCase() : accented;
  }
  const wanted = Math.ceil(english.length * PSEUDO_GROWTH);
  // Padding as its own word, so a long text can still wrap where the English one does.
  const short = wanted - [...out].length;
  if (letters > 0 && short > 0) out += ` ${'ẋ'.repeat(Math.max(1, short - 1))}`;
  return out;
}

type Compiled = string | readonly unknown[];

/** A message compiled for Lingui's runtime, with every text of it pseudo and its placeholders kept. */
export function pseudoCompiled(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((part) => {
    if (typeof part === 'string') return part === '#' ? part : pseudoText(part);
    if (!Array.isArray(part)) return part;
    // [name] or [name, 'plural' | 'select' | …, { form: message }]
    const [name, kind, forms] = part as [string, unknown, unknown];
    if (!forms || typeof forms !== 'object') return part;
    const pseudoForms = Object.fromEntries(
      Object.entries(forms).map(([form, text]) => [
        form,
        typeof text === 'string' || Array.isArray(text) ? pseudoCompiled(text as Compiled) : text,
      ]),
    );
    return [name, kind, pseudoForms, ...part.slice(3)];
  });
}
