import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, returnPathFrom } from './login-return.ts';

describe('the login page’s way back', () => {
  it('names a title page, and returns to it', () => {
    const path = loginPathReturningTo('/movie?id=tv:1396');
    expect(path).toBe('/login?next=%2Fmovie%3Fid%3Dtv%3A1396');
    expect(returnPathFrom(path.slice('/login'.length))).toBe('/movie?id=tv:1396');
    expect(loginPathReturningTo(undefined)).toBe('/login');
  });

  it('returns to nothing but a title page of this site', () => {
    for (const next of [
      'https://evil.example/movie?id=movie:1',
      '//evil.example/movie?id=movie:1',
      '/profile',
      '/movie?id=movie:1&x=https://evil.example',
      '/movie?id=film:1',
      '/movie?id=movie:0',
      '/movie?id=movie:1#x',
      '',
    ])
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });
});
