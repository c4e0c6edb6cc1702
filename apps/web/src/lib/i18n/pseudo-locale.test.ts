// @vitest-environment node

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compiledCatalog } from '../../../build/locale-catalogs.ts';
import { PSEUDO_GROWTH, pseudoText } from '../../../build/pseudo-locale.ts';

const english = compiledCatalog('en', 'shell');

describe('the pseudo-language (tests only)', () => {
  it('accents every letter and makes each text at least 40 % longer, spaces kept for wrapping', () => {
    for (const text of ['Sign In', 'Where to Stream', 'Search a movie or TV show', 'OK']) {
      const pseudo = pseudoText(text);
      expect([...pseudo].length).toBeGreaterThanOrEqual(Math.ceil(text.length * PSEUDO_GROWTH));
      expect(pseudo).not.toMatch(/[A-Za-z]/);
      expect(pseudo.split(' ').length).toBeGreaterThanOrEqual(text.split(' ').length);
    }
    expect(pseudoText('Sign In')).toMatch(/^Šííğñ Íí/);
    // Nothing to accent, nothing to pad: numbers and punctuation stay as they are.
    expect(pseudoText('2 / 3 …')).toBe('2 / 3 …');
  });

  it("is built from every English text, keeping placeholders, plural forms and '#'", () => {
    const catalog = compiledCatalog('pseudo', 'shell');
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    const i18n = setupI18n({ locale: 'en', messages: { en: catalog as never } });
    expect(i18n._('quota.used', { used: 2, limit: 3 })).toMatch(/^[^A-Za-z]*2[^A-Za-z]*3[^A-Za-z]*$/);
    const one = i18n._('search.suggestionsAvailable', { count: 1 });
    const many = i18n._('search.suggestionsAvailable', { count: 7 });
    expect(one.startsWith('1 ')).toBe(true);
    expect(many.startsWith('7 ')).toBe(true);
    expect(one).not.toBe(many.replace('7', '1'));
    expect(i18n._('account.signIn')).toBe(pseudoText('Sign In'));
  });

  it('is not a language: no catalog folder holds it, and English stays English', () => {
    expect(compiledCatalog('en', 'shell')['account.signIn']).toEqual(['Sign In']);
  });
});
