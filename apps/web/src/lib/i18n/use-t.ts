import type { MessageDescriptor } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { i18n, loadPageTexts, pageTextsReady } from './catalogs.ts';

type Values = MessageDescriptor['values'];
type T = (id: string, values?: Values) => string;

// Every load or change of language bumps the version, so components re-render with the new texts.
let version = 0;
i18n.on('change', () => {
  version += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentVersion = () => version;

/**
 * The active language's text for an id of apps/web/locales/<area>/en.json, with `{name}` values
 * and plural forms filled in. Re-renders when the language changes or texts arrive; needs no
 * provider. A page text asked for before its catalog is in (routes.tsx loads it with the page's
 * code, so this is rare) is empty for that moment and fetched: never its id.
 */
export function useT(): T {
  const current = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return bound(current);
}

let last: { version: number; t: T } | undefined;
// One function per version, so memoised children that take it re-render when texts change.
function bound(current: number): T {
  if (last?.version !== current) {
    last = {
      version: current,
      t: (id, values) => {
        if (!Object.hasOwn(i18n.messages, id) && !pageTextsReady()) {
          void loadPageTexts();
          return '';
        }
        return i18n._(id, values);
      },
    };
  }
  return last.t;
}
