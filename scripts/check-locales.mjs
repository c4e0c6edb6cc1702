#!/usr/bin/env node
// The web's language catalogs stay whole. They live in areas (apps/web/locales/<area>/<code>.json,
// docs/architecture.md#languages): an id belongs to one area; in each area every language has
// every text of the English source catalog and no text the source no longer has; each text
// parses as an ICU message, names the same placeholders as its English text, and gives every
// plural form its language needs (CLDR, from Intl.PluralRules: Arabic six, Polish four,
// Japanese one). Every English text is used by
// the web's code or the shared contracts it reads (the head texts' ids). The server's catalogs (apps/server/locales/<area>/<code>.json) are checked the
// same way; there an English text is also used when the server's, the domain's or the shared
// schemas' code writes it (the server translates those English messages at its edge).
// Usage: node scripts/check-locales.mjs [catalogs dir] [source dir] [--texts-in-code] — with no
// arguments, the web's and the server's catalogs (exit 1 with one line per problem).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const SOURCE = 'en';

/** Placeholders (`name`) and plural arguments (`name` → its forms) of a compiled message. */
function shape(compiled, into = { args: new Set(), plurals: [] }) {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, kind, forms] = token;
    if (typeof name === 'string') into.args.add(name);
    if ((kind === 'plural' || kind === 'selectordinal') && forms && typeof forms === 'object') {
      into.plurals.push({ name, ordinal: kind === 'selectordinal', forms: Object.keys(forms) });
      for (const form of Object.values(forms)) shape(form, into);
    } else if (kind === 'select' && forms && typeof forms === 'object') {
      for (const form of Object.values(forms)) shape(form, into);
    }
  }
  return into;
}

function parse(text) {
  if (typeof text !== 'string') throw new Error('is not a string');
  return shape(compileMessage(text));
}

/** Every file's text under dir (the web's code), to find the ids it uses. */
function sourceText(dir) {
  let text = '';
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) text += sourceText(path);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) text += readFileSync(path, 'utf8');
  }
  return text;
}

/** The areas of texts: one folder each under the catalogs' dir (shell, title, account…). */
function areasOf(catalogsDir) {
  return readdirSync(catalogsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every language code that has a catalog in any area. */
function codesOf(catalogsDir, areas) {
  const codes = new Set();
  for (const area of areas) {
    for (const name of readdirSync(join(catalogsDir, area))) {
      if (name.endsWith('.json')) codes.add(name.slice(0, -'.json'.length));
    }
  }
  codes.delete(SOURCE);
  return [...codes].sort();
}

/** Whether code writes an English text: each of its literal parts (between placeholders) appears. */
function writtenByCode(code, text) {
  if (/\{\w+,/.test(text)) return false;
  return text
    .split(/\{\w+\}/)
    .filter((part) => part.length > 0)
    .every((part) => code.includes(part));
}

/**
 * `sourceDirs`: one dir or several, whose code must use every English text. `textsInCode`: an
 * English text the code writes out counts as used, not only its id.
 */
export function checkLocales(catalogsDir, sourceDirs, { textsInCode = false } = {}) {
  const problems = [];
  const areas = areasOf(catalogsDir);
  const codes = codesOf(catalogsDir, areas);
  const dirs = (Array.isArray(sourceDirs) ? sourceDirs : [sourceDirs]).filter(
    (dir) => dir && existsSync(dir),
  );
  const code = dirs.length ? dirs.map((dir) => sourceText(dir)).join('\n') : undefined;
  const owner = new Map();
  for (const area of areas) {
    const read = (language) => JSON.parse(readFileSync(join(catalogsDir, area, `${language}.json`), 'utf8'));
    let source;
    try {
      source = read(SOURCE);
    } catch (error) {
      problems.push(`${area}/${SOURCE}.json: ${error.message}`);
      continue;
    }
    const sourceShapes = new Map();
    for (const [id, text] of Object.entries(source)) {
      if (owner.has(id)) problems.push(`${area}/${SOURCE}.json: "${id}" is also in ${owner.get(id)}`);
      else owner.set(id, area);
      try {
        sourceShapes.set(id, parse(text));
      } catch (error) {
        problems.push(`${area}/${SOURCE}.json: "${id}" ${error.message}`);
      }
      const used =
        code === undefined || code.includes(`'${id}'`) || (textsInCode && writtenByCode(code, text));
      if (!used) problems.push(`${area}/${SOURCE}.json: "${id}" is not used by the code`);
    }
    for (const language of codes) {
      const file = `${area}/${language}.json`;
      let catalog;
      try {
        catalog = read(language);
      } catch (error) {
        problems.push(`${file}: ${error.code === 'ENOENT' ? 'is missing' : error.message}`);
        continue;
      }
      problems.push(...checkCatalog(file, language, source, sourceShapes, catalog));
    }
  }
  return problems;
}

/** One language's catalog of an area against its English source. */
function checkCatalog(file, language, source, sourceShapes, catalog) {
  const problems = [];
  const cardinal = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  const ordinal = new Set(
    new Intl.PluralRules(language, { type: 'ordinal' }).resolvedOptions().pluralCategories,
  );
  for (const id of Object.keys(source)) {
    if (!Object.hasOwn(catalog, id)) problems.push(`${file}: "${id}" is missing`);
  }
  for (const [id, text] of Object.entries(catalog)) {
    const expected = sourceShapes.get(id);
    if (!Object.hasOwn(source, id)) {
      problems.push(`${file}: "${id}" is not in the source catalog any more`);
      continue;
    }
    if (!expected) continue;
    let actual;
    try {
      actual = parse(text);
    } catch (error) {
      problems.push(`${file}: "${id}" ${error.message}`);
      continue;
    }
    const missing = [...expected.args].filter((arg) => !actual.args.has(arg));
    const unknown = [...actual.args].filter((arg) => !expected.args.has(arg));
    if (missing.length) problems.push(`${file}: "${id}" lacks the placeholder {${missing.join('}, {')}}`);
    if (unknown.length)
      problems.push(`${file}: "${id}" has an unknown placeholder {${unknown.join('}, {')}}`);
    for (const plural of actual.plurals) {
      const needed = plural.ordinal ? ordinal : cardinal;
      // `=N` forms are exact matches, `offset` the compiler's own key: neither is a CLDR category.
      const forms = plural.forms.filter((form) => !form.startsWith('=') && form !== 'offset');
      const lacking = [...needed].filter((form) => !forms.includes(form));
      const extra = forms.filter((form) => !needed.has(form));
      if (lacking.length)
        problems.push(`${file}: "${id}" {${plural.name}} lacks the plural forms ${lacking.join(', ')}`);
      if (extra.length)
        problems.push(
          `${file}: "${id}" {${plural.name}} has forms ${language} does not use: ${extra.join(', ')}`,
        );
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const [catalogsArg, sourcesArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const runs = catalogsArg
    ? [
        {
          catalogs: resolve(catalogsArg),
          sources: [resolve(sourcesArg ?? join(root, 'apps/web/src'))],
          textsInCode: process.argv.includes('--texts-in-code'),
        },
      ]
    : [
        {
          catalogs: join(root, 'apps/web/locales'),
          // The shared contracts name some of the web's ids too (the head texts' table, page-meta).
          sources: [join(root, 'apps/web/src'), join(root, 'packages/contracts/src')],
          textsInCode: false,
        },
        {
          catalogs: join(root, 'apps/server/locales'),
          sources: ['apps/server/src', 'packages/core/src', 'packages/contracts/src', 'packages/db/src'].map(
            (dir) => join(root, dir),
          ),
          textsInCode: true,
        },
      ];
  let count = 0;
  for (const { catalogs, sources, textsInCode } of runs) {
    const problems = checkLocales(catalogs, sources, { textsInCode });
    for (const problem of problems) console.error(`${relative(process.cwd(), catalogs) || '.'}/${problem}`);
    count += problems.length;
  }
  if (count) {
    console.error(`check-locales: ${count} problem(s)`);
    process.exit(1);
  }
}
