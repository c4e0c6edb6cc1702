import { readStorage, storageKeys, writeStorage } from './storage.ts';

export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();

/** Dark is the default (docs/product-rules.md#pages); only an explicit stored 'light' switches it. */
export function readStoredTheme(): Theme {
  return readStorage(storageKeys.theme) === 'light' ? 'light' : 'dark';
}

/** The theme actually applied: index.html's inline script set the class before first paint. */
export function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** The page colour of each theme, which the browser's bar and an installed app's frame take on. */
export const THEME_COLORS: Record<Theme, string> = { dark: '#020617', light: '#f8fafc' };

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLORS[theme]);
}

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  writeStorage(storageKeys.theme, theme);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore; also follows a theme change made in another tab. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.theme) return;
    applyTheme(readStoredTheme());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
