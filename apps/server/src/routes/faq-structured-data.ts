import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAQ_STRUCTURED_DATA_FILE, type JsonLd, LOCALE_CODES, type Locale } from '@reelatlas/contracts';

/** One question and its answer, as the file holds them. */
interface QuestionAndAnswer {
  name: string;
  text: string;
}

/** At most this many questions, each text at most this long: a file beside the build, read as data. */
const MAX_QUESTIONS = 100;
const MAX_TEXT = 4_000;

/**
 * The FAQ's structured data in each language, from the file the web's build writes beside
 * index.html (the same texts the page shows, docs/architecture.md#languages). Only well-formed
 * questions and answers are taken, rebuilt as FAQPage data; a language the file lacks, or a file
 * that does not read as the build wrote it, answers undefined and the head keeps contracts'
 * English FAQ.
 */
export function faqStructuredDataIn(distDir: string): (locale: Locale) => JsonLd | undefined {
  const byLocale = readFile(join(distDir, FAQ_STRUCTURED_DATA_FILE));
  return (locale) => byLocale.get(locale);
}

function readFile(file: string): Map<Locale, JsonLd> {
  const found = new Map<Locale, JsonLd>();
  if (!existsSync(file)) return found;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return found;
  }
  if (!parsed || typeof parsed !== 'object') return found;
  for (const locale of LOCALE_CODES) {
    const entries = questionsOf((parsed as Record<string, unknown>)[locale]);
    if (entries) found.set(locale, faqPage(entries));
  }
  return found;
}

function questionsOf(data: unknown): QuestionAndAnswer[] | null {
  if (!data || typeof data !== 'object') return null;
  const { mainEntity } = data as { mainEntity?: unknown };
  if (!Array.isArray(mainEntity) || mainEntity.length === 0 || mainEntity.length > MAX_QUESTIONS) return null;
  const entries: QuestionAndAnswer[] = [];
  for (const item of mainEntity) {
    const name = (item as { name?: unknown } | null)?.name;
    const text = (item as { acceptedAnswer?: { text?: unknown } } | null)?.acceptedAnswer?.text;
    if (!isText(name) || !isText(text)) return null;
    entries.push({ name, text });
  }
  return entries;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;

function faqPage(entries: QuestionAndAnswer[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ name, text }) => ({
      '@type': 'Question',
      name,
      acceptedAnswer: { '@type': 'Answer', text },
    })),
  };
}
