import { useSyncExternalStore } from 'react';
import { entryFacts, entryHasLanguage, primaryLanguage } from './offer-facts-text.ts';
import type { StreamEntry } from './stream-entries.ts';

/**
 * The "Audio or subtitles in …" choice (docs/product-rules.md#title-pages), shared by Where to
 * Stream, its map and "For you", and kept for the visit so the next title asks the same: a
 * primary language tag, '' for any language, null while the visitor has not chosen.
 */
let chosen: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => chosen;

export function chooseWatchLanguage(language: string | null) {
  chosen = language;
  for (const listener of listeners) listener();
}

export function useChosenWatchLanguage(): string | null {
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * The filter's language before the visitor chooses: the page's language ("pt-BR" → "pt") when
 * every offer says its languages and one has it; otherwise any (an offer that does not say,
 * TMDb's usual, would be hidden by a language it may well have).
 */
export function defaultWatchLanguage(entries: readonly StreamEntry[], locale: string): string {
  if (entries.length === 0) return '';
  const wanted = primaryLanguage(locale.toLowerCase());
  let found = false;
  for (const entry of entries) {
    const facts = entryFacts(entry);
    if (facts.audio.length === 0 && facts.subtitles.length === 0) return '';
    found ||= entryHasLanguage(entry, wanted);
  }
  return found ? wanted : '';
}

/**
 * The language the filter applies to these offers: the visitor's choice when these offers have it
 * (or any, when they chose any), else the default above.
 */
export function appliedWatchLanguage(
  entries: readonly StreamEntry[],
  chosen: string | null,
  locale: string,
): string {
  if (chosen === '') return '';
  if (chosen !== null && entries.some((entry) => entryHasLanguage(entry, chosen))) return chosen;
  return defaultWatchLanguage(entries, locale);
}
