import type { MessageDescriptor } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { i18n } from './catalogs.ts';

type Values = MessageDescriptor['values'];

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/**
 * The active language's text for an id of locales/en.json, with `{name}` values and plural
 * forms filled in. Re-renders when the language changes; needs no provider, so every component
 * (and every test that renders one) gets English without setup.
 */
export function useT(): (id: string, values?: Values) => string {
  const locale = useSyncExternalStore(subscribe, activeLocale, activeLocale);
  // A new function per language, so memoised children that take it re-render too.
  return useMemoT(locale);
}

const bound = new Map<string, (id: string, values?: Values) => string>();
function useMemoT(locale: string) {
  let t = bound.get(locale);
  if (!t) {
    t = (id, values) => i18n._(id, values);
    bound.set(locale, t);
  }
  return t;
}
