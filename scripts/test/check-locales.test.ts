// `npm run lint` runs scripts/check-locales.mjs: every language has every English text and no
// other, with the same placeholders and the plural forms its language needs. Fixture catalogs,
// checked through the script's exit code and output, and the real catalogs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = resolve(dirname(fileURLToPath(import.meta.url)), '../check-locales.mjs');
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const english = {
  'nav.home': 'Home',
  'search.left': '{count, plural, one {# search left} other {# searches left}}',
  'hello.name': 'Hello {name}',
};

function check(
  catalogs: Record<string, Record<string, string> | string>,
  code = "t('nav.home'); t('search.left'); t('hello.name');",
) {
  const root = mkdtempSync(join(tmpdir(), 'locales-'));
  roots.push(root);
  mkdirSync(join(root, 'locales', 'shell'), { recursive: true });
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'app.tsx'), code);
  for (const [name, catalog] of Object.entries({ en: english, ...catalogs })) {
    writeFileSync(
      join(root, 'locales', 'shell', `${name}.json`),
      typeof catalog === 'string' ? catalog : JSON.stringify(catalog),
    );
  }
  const run = spawnSync(process.execPath, [script, join(root, 'locales'), join(root, 'src')], {
    encoding: 'utf8',
  });
  return { status: run.status, problems: run.stderr.split('\n').filter((line) => line.includes('.json')) };
}

const polish = {
  'nav.home': 'Strona główna',
  'search.left':
    '{count, plural, one {# wyszukiwanie} few {# wyszukiwania} many {# wyszukiwań} other {# wyszukiwania}}',
  'hello.name': 'Cześć {name}',
};

describe('check-locales', () => {
  it('passes whole catalogs, Polish with its four plural forms', () => {
    expect(check({ pl: polish })).toEqual({ status: 0, problems: [] });
  });

  it('fails a missing text and a text the source no longer has', () => {
    const { 'nav.home': _, ...lacking } = polish;
    const { status, problems } = check({ pl: { ...lacking, 'old.text': 'Stary' } });
    expect(status).toBe(1);
    expect(problems).toEqual([
      expect.stringContaining('pl.json: "nav.home" is missing'),
      expect.stringContaining('pl.json: "old.text" is not in the source catalog any more'),
    ]);
  });

  it('fails a lost or renamed placeholder', () => {
    const { problems } = check({ pl: { ...polish, 'hello.name': 'Cześć {imie}' } });
    expect(problems).toEqual([
      expect.stringContaining('"hello.name" lacks the placeholder {name}'),
      expect.stringContaining('"hello.name" has an unknown placeholder {imie}'),
    ]);
  });

  it('fails plural forms the language lacks or does not use (Polish needs four, Arabic six)', () => {
    const { problems } = check({
      pl: { ...polish, 'search.left': '{count, plural, one {# wyszukiwanie} other {# wyszukiwania}}' },
      ar: {
        'nav.home': 'الرئيسية',
        'search.left': '{count, plural, one {بحث واحد} other {# عمليات بحث}}',
        'hello.name': 'مرحبًا {name}',
      },
      ja: {
        'nav.home': 'ホーム',
        'search.left': '{count, plural, one {#} other {#}}',
        'hello.name': '{name}',
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('pl.json: "search.left" {count} lacks the plural forms few, many'),
        expect.stringContaining('ar.json: "search.left" {count} lacks the plural forms few, many, two, zero'),
        expect.stringContaining('ja.json: "search.left" {count} has forms ja does not use: one'),
      ]),
    );
  });

  it('fails a text that does not parse, a catalog that is not JSON, and an English text no code uses', () => {
    const { problems } = check(
      { pl: { ...polish, 'hello.name': 'Cześć {name' }, de: '{' },
      "t('nav.home'); t('hello.name');",
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('en.json: "search.left" is not used'),
        expect.stringContaining('pl.json: "hello.name"'),
        expect.stringContaining('de.json:'),
      ]),
    );
  });

  it('fails an id that two areas claim and an area a language has no catalog for', () => {
    const root = mkdtempSync(join(tmpdir(), 'locales-'));
    roots.push(root);
    for (const area of ['shell', 'title']) mkdirSync(join(root, 'locales', area), { recursive: true });
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'app.tsx'), "t('nav.home'); t('title.share');");
    const write = (area: string, code: string, catalog: object) =>
      writeFileSync(join(root, 'locales', area, `${code}.json`), JSON.stringify(catalog));
    write('shell', 'en', { 'nav.home': 'Home' });
    write('shell', 'pl', { 'nav.home': 'Strona główna' });
    write('title', 'en', { 'nav.home': 'Home', 'title.share': 'Share' });
    const run = spawnSync(process.execPath, [script, join(root, 'locales'), join(root, 'src')], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('title/en.json: "nav.home" is also in shell');
    expect(run.stderr).toContain('title/pl.json: is missing');
  });

  it('counts, for the server, an English text the code writes out as used, placeholders and all', () => {
    const root = mkdtempSync(join(tmpdir(), 'locales-'));
    roots.push(root);
    mkdirSync(join(root, 'locales', 'errors'), { recursive: true });
    mkdirSync(join(root, 'src'));
    writeFileSync(
      join(root, 'src', 'messages.ts'),
      [
        'export const full = (max: number) => `The list is full (',
        '$',
        "{max} entries).`; t('mail.subject');",
      ].join(''),
    );
    const catalog = {
      'lists.full': 'The list is full ({max} entries).',
      'mail.subject': 'Your mail',
      'old.text': 'Nobody writes this any more.',
    };
    writeFileSync(join(root, 'locales', 'errors', 'en.json'), JSON.stringify(catalog));
    const run = (...flags: string[]) =>
      spawnSync(process.execPath, [script, join(root, 'locales'), join(root, 'src'), ...flags], {
        encoding: 'utf8',
      }).stderr;
    const server = run('--texts-in-code');
    expect(server).toContain('"old.text" is not used');
    expect(server).not.toContain('"lists.full"');
    expect(server).not.toContain('"mail.subject"');
    expect(run()).toContain('"lists.full" is not used');
  });

  it("passes the web's and the server's own catalogs", () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
