import { describe, expect, it } from 'vitest';
import { browserCountry, visitorCountry } from './visitor-country.ts';

describe('visitorCountry', () => {
  it('takes the visitor’s choice before the account’s country and the browser’s guess', () => {
    expect(visitorCountry({ choice: 'DE', account: 'SE', browser: 'JP' })).toEqual({
      code: 'DE',
      source: 'choice',
    });
  });

  it('takes the account’s country when nothing was chosen', () => {
    expect(visitorCountry({ choice: null, account: 'SE', browser: 'JP' })).toEqual({
      code: 'SE',
      source: 'account',
    });
  });

  it('falls back to the browser’s guess, then to nothing', () => {
    expect(visitorCountry({ browser: 'JP' })).toEqual({ code: 'JP', source: 'browser' });
    expect(visitorCountry({})).toBeNull();
  });

  it('skips what is not a known country (an edited store, a stale code) and reads any case', () => {
    expect(visitorCountry({ choice: 'ZZ', account: 'xx', browser: 'jp' })).toEqual({
      code: 'JP',
      source: 'browser',
    });
    expect(visitorCountry({ choice: '', account: 'Sweden', browser: null })).toBeNull();
  });
});

describe('browserCountry', () => {
  it('takes the time zone’s country, settled by the language where the zone is shared', () => {
    expect(browserCountry(['sv-SE'], 'Europe/Stockholm')).toBe('SE');
    expect(browserCountry(['en-US'], 'Asia/Tokyo')).toBe('JP');
    expect(browserCountry(['de-CH', 'de'], 'Europe/Zurich')).toBe('CH');
  });

  it('takes a language’s region when the time zone names no country', () => {
    expect(browserCountry(['pt-BR'], 'UTC')).toBe('BR');
    expect(browserCountry(['zh-Hant-TW'], undefined)).toBe('TW');
  });

  it('answers nothing when neither tells', () => {
    expect(browserCountry(['en'], undefined)).toBeNull();
    expect(browserCountry([], 'Etc/Unknown')).toBeNull();
  });
});
