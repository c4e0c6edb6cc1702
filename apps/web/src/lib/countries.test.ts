import { describe, expect, it } from 'vitest';
import { countryFlag, countryInSentence, countryName } from './countries.ts';

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
