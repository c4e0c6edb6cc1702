import { afterEach, describe, expect, it } from 'vitest';
import { countryFlag, countryInSentence, countryName, countryOptions } from './countries.ts';
import { activateLocale } from './i18n/catalogs.ts';

describe('countryFlag', () => {
  it('builds the flag from regional indicator letters', () => {
    expect(countryFlag('SE')).toBe('🇸🇪');
    expect(countryFlag('us')).toBe('🇺🇸');
  });

  it('returns nothing for something that is not a two-letter code', () => {
    expect(countryFlag('USA')).toBe('');
    expect(countryFlag('1A')).toBe('');
  });
});

describe('countryName', () => {
  it('gives English names from countries-list', () => {
    expect(countryName('SE')).toBe('Sweden');
    expect(countryName('de')).toBe('Germany');
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it('falls back to the code when unknown', () => {
    expect(countryName('ZZ')).toBe('ZZ');
  });
});

describe('countryInSentence', () => {
  it('says "the" where English does ("Netflix in Japan, the United Kingdom")', () => {
    expect(countryInSentence('GB')).toBe('the United Kingdom');
    expect(countryInSentence('us')).toBe('the United States');
    expect(countryInSentence('NL')).toBe('the Netherlands');
    expect(countryInSentence('PH')).toBe('the Philippines');
    expect(countryInSentence('JP')).toBe('Japan');
    expect(countryInSentence('SE')).toBe('Sweden');
  });
});

describe('in another language', () => {
  afterEach(() => activateLocale('en'));

  it('names countries in the active language, sorted as it sorts, without English articles', async () => {
    await activateLocale('de');
    expect(countryName('SE')).toBe('Schweden');
    expect(countryInSentence('GB')).toBe('Vereinigtes Königreich');
    const names = countryOptions().map((option) => option.name);
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Pakistan'));
    await activateLocale('ar');
    expect(countryName('JP')).toBe('اليابان');
    // Only a country the list knows is a country, whatever Intl would name.
    expect(countryName('ZZ')).toBe('ZZ');
    expect(countryName('EU')).toBe('EU');
  });
});
