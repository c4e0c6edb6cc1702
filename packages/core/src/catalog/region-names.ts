import type { Region } from '@reelatlas/contracts';

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** English country names from Node's ICU data, for catalogs that only know codes. */
export function regionsFromCodes(codes: Iterable<string>): Region[] {
  return [...new Set(codes)]
    .filter((code) => /^[A-Z]{2}$/.test(code))
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
