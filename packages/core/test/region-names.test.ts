// Country names for catalogs that only know codes (the demo catalog's regions, the trip planner).
import { describe, expect, it } from 'vitest';
import { regionsFromCodes } from '../src/index.ts';

describe('regions from codes', () => {
  it('names each two-letter code once, in English, sorted by name', () => {
    expect(regionsFromCodes(['US', 'SE', 'DE', 'SE', 'US'])).toEqual([
      { code: 'DE', name: 'Germany' },
      { code: 'SE', name: 'Sweden' },
      { code: 'US', name: 'United States' },
    ]);
  });

  it('leaves out what is not a two-letter upper-case code; an unknown code is named by itself', () => {
    expect(regionsFromCodes(new Set(['se', 'S', 'XSE', 'SEX', '', '001', 'GB', 'AA']))).toEqual([
      { code: 'AA', name: 'AA' },
      { code: 'GB', name: 'United Kingdom' },
    ]);
  });
});
