// The language of a request, as the server and the web both choose it (contracts' locales.ts).
import {
  chooseLocale,
  LOCALES,
  localeDir,
  localeFromAcceptLanguage,
  localizedPath,
  splitLocalePath,
  toLocale,
} from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';

describe('the languages', () => {
  it('are the thirteen, each named in itself, Arabic alone right to left', () => {
    expect(LOCALES.map((l) => l.code)).toEqual([
      'en',
      'es',
      'de',
      'fr',
      'pt-BR',
      'it',
      'nl',
      'pl',
      'sv',
      'tr',
      'ja',
      'ko',
      'ar',
    ]);
    expect(LOCALES.find((l) => l.code === 'de')?.name).toBe('Deutsch');
    expect(LOCALES.find((l) => l.code === 'ja')?.name).toBe('日本語');
    expect(LOCALES.filter((l) => localeDir(l.code) === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });
});

describe('the language of a path', () => {
  it('is its prefix, and the page is the path without it', () => {
    expect(splitLocalePath('/de/')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/ar/movie')).toEqual({ locale: 'ar', path: '/movie' });
    expect(splitLocalePath('/pt-br/faq')).toEqual({ locale: 'pt-BR', path: '/faq' });
  });

  it('is none on English paths, /en/ and unknown prefixes', () => {
    expect(splitLocalePath('/')).toEqual({ locale: null, path: '/' });
    expect(splitLocalePath('/movie')).toEqual({ locale: null, path: '/movie' });
    expect(splitLocalePath('/en/movie')).toEqual({ locale: null, path: '/en/movie' });
    expect(splitLocalePath('/xx/')).toEqual({ locale: null, path: '/xx/' });
    // A page whose name starts like a language is not one.
    expect(splitLocalePath('/designs')).toEqual({ locale: null, path: '/designs' });
  });

  it('round-trips through localizedPath; English keeps its paths', () => {
    expect(localizedPath('en', '/movie')).toBe('/movie');
    expect(localizedPath('de', '/')).toBe('/de/');
    expect(localizedPath('ar', '/movie')).toBe('/ar/movie');
    for (const { code } of LOCALES) {
      const path = localizedPath(code, '/faq');
      expect(splitLocalePath(path).path).toBe('/faq');
    }
  });
});

describe('Accept-Language', () => {
  it('picks the best supported language by quality, then order', () => {
    expect(localeFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.5')).toBe('de');
    expect(localeFromAcceptLanguage('xx, fr;q=0.4, ja;q=0.8')).toBe('ja');
    expect(localeFromAcceptLanguage('es-MX')).toBe('es');
    expect(localeFromAcceptLanguage('pt-PT,pt;q=0.9')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('ko-KR')).toBe('ko');
    expect(localeFromAcceptLanguage('ar-EG,ar;q=0.9')).toBe('ar');
  });

  it('finds nothing in unsupported, refused or malformed headers', () => {
    expect(localeFromAcceptLanguage('zh-CN,ru;q=0.8')).toBeNull();
    expect(localeFromAcceptLanguage('de;q=0')).toBeNull();
    expect(localeFromAcceptLanguage('<script>alert(1)</script>')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });

  it('reads only the start of a 10 KB header, quickly', () => {
    const hostile = `${'x-'.repeat(5_000)},de`;
    const started = performance.now();
    expect(localeFromAcceptLanguage(hostile)).toBeNull();
    expect(localeFromAcceptLanguage(`fr,${'a;q=0.1,'.repeat(1_300)}`)).toBe('fr');
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('choosing the language', () => {
  it('takes the path first, then the stored choice, then the browser, then English', () => {
    expect(chooseLocale({ pathname: '/de/', stored: 'fr', acceptLanguage: 'ja' })).toBe('de');
    expect(chooseLocale({ pathname: '/', stored: 'fr', acceptLanguage: 'ja' })).toBe('fr');
    expect(chooseLocale({ pathname: '/', stored: 'en', acceptLanguage: 'ja' })).toBe('en');
    expect(chooseLocale({ pathname: '/', acceptLanguage: 'ja' })).toBe('ja');
    expect(chooseLocale({ pathname: '/' })).toBe('en');
  });

  it('ignores unknown or hostile stored values and falls back without throwing', () => {
    for (const stored of ['xx', '"><script>', 'de'.repeat(5_000), 'constructor', '__proto__']) {
      expect(chooseLocale({ pathname: '/', stored })).toBe('en');
    }
    expect(toLocale({})).toBeNull();
    expect(toLocale('PT-br')).toBe('pt-BR');
  });
});
