#!/usr/bin/env node
// Every reference in the code and the docs must resolve inside the repository: no citations of
// documents the repository does not hold (the old product brief's sections, the old design
// notes, issue numbers), and every link to a doc file or one of its anchors must exist.
// Usage: node scripts/check-doc-refs.mjs [root]   (exit 1 with one line per problem)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.json',
  '.jsonc',
  '.md',
  '.sql',
  '.css',
  '.html',
  '.yaml',
  '.yml',
  '.sh',
]);
const TEXT_NAMES = new Set(['Dockerfile', 'Caddyfile', '.env.example', 'run']);
/** Generated, installed or recorded output: not written by hand, not checked. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'reports',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SKIPPED_PATHS = [
  'bench/results',
  'package-lock.json',
  // This check's own test: its fixtures hold broken references on purpose.
  'scripts/test/check-doc-refs.test.ts',
];

const SECTION = '\u00a7';
/** Citations of documents that are not in the repository. */
const FORBIDDEN = [
  { pattern: new RegExp(`\\bspec\\s*${SECTION}`, 'i'), what: 'a citation of the product brief' },
  { pattern: new RegExp(`${SECTION}\\s*\\d`), what: 'a section number of a document outside the repository' },
  { pattern: /\bDESIGN(\.md)?\b/, what: 'a citation of the old design notes' },
  { pattern: /\bissues?\s+#?\d+/i, what: 'an issue number' },
  { pattern: /(?:^|(?<!\b(?:UTS|UAX|TR))[\s(])#\d{1,5}(?![\w;])/, what: 'an issue number' },
];

/** `docs/<file>.md` or `docs/<file>.md#anchor`, anywhere (code comments, README, docs). */
const DOC_LINK = /\bdocs\/([\w.-]+\.md)(?:#([\w-]+))?/g;
/** A relative Markdown link: `](file.md#anchor)`, `](../bench/README.md)`, `](#anchor)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

export function checkDocRefs(root) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, markdownAnchors(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const checkTarget = (where, file, anchor, shown) => {
    if (!existsSync(file)) {
      problems.push(`${where}: ${shown}: no such file`);
      return;
    }
    if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) {
      problems.push(`${where}: ${shown}: no such anchor`);
    }
  };

  for (const file of textFiles(root)) {
    const rel = relative(root, file).split(sep).join('/');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${rel}:${index + 1}`;
      for (const { pattern, what } of FORBIDDEN) {
        if (extname(file) === '.css' && what === 'an issue number') continue;
        const match = line.match(pattern);
        if (match) {
          problems.push(`${where}: ${what} ("${match[0].trim()}"); say the reason or cite docs/`);
          break;
        }
      }
      for (const match of line.matchAll(DOC_LINK)) {
        checkTarget(where, join(root, 'docs', match[1]), match[2], match[0]);
      }
      if (extname(file) === '.md') {
        for (const match of line.matchAll(MARKDOWN_LINK)) {
          const target = match[1];
          if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
          const [path, anchor] = target.split('#');
          checkTarget(where, path ? resolve(dirname(file), path) : file, anchor, target);
        }
      }
    });
  }
  return problems;
}

/** The anchors a Markdown file offers: GitHub's heading slugs and explicit `id`/`name` attributes. */
export function markdownAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = line.match(/^#{1,6}\s+(.+?)\s*#*\s*$/);
    if (heading) {
      const base = githubSlug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  }
  return anchors;
}

/** GitHub's slug of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading) {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function* textFiles(dir, root = dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(root, path).split(sep).join('/');
    if (SKIPPED_PATHS.includes(rel)) continue;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      if (SKIPPED_DIRS.has(name) || (name.startsWith('.') && name !== '.ci')) continue;
      yield* textFiles(path, root);
    } else if (TEXT_EXTENSIONS.has(extname(name)) || TEXT_NAMES.has(name)) {
      yield path;
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkDocRefs(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-doc-refs: ${problems.length} reference(s) do not resolve inside the repository`);
    process.exit(1);
  }
}
