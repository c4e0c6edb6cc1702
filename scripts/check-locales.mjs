#!/usr/bin/env node
// The web's language catalogs stay whole. They live in areas (apps/web/locales/<area>/<code>.json,
// docs/architecture.md#languages): an id belongs to one area; in each area every language has
// every text of the English source catalog and no text the source no longer has; each text
// parses as an ICU message, names the same placeholders as its English text, and gives every
// plural form its language needs (CLDR, from Intl.PluralRules: Arabic six, Polish four,
// Japanese one). Every English text is used by
// the web's code. Usage: node scripts/check-locales.mjs [catalogs dir] [source dir]
// (exit 1 with one line per problem).
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

export function checkLocales(catalogsDir, sourceDir) {
  const problems = [];
  const areas = areasOf(catalogsDir);
  const codes = codesOf(catalogsDir, areas);
  const code = sourceDir && existsSync(sourceDir) ? sourceText(sourceDir) : undefined;
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
      if (code !== undefined && !code.includes(`'${id}'`))
        problems.push(`${area}/${SOURCE}.json: "${id}" is not used by the web's code`);
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
  const catalogs = resolve(process.argv[2] ?? join(root, 'apps/web/locales'));
  const sources = resolve(process.argv[3] ?? join(root, 'apps/web/src'));
  const problems = checkLocales(catalogs, sources);
  for (const problem of problems) console.error(`${relative(process.cwd(), catalogs) || '.'}/${problem}`);
  if (problems.length) {
    console.error(`check-locales: ${problems.length} problem(s)`);
    process.exit(1);
  }
}
