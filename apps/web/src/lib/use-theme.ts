import { useSyncExternalStore } from 'react';
import { getTheme, setTheme, subscribeTheme, type Theme } from './theme.ts';

export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => 'dark' as const);
  return { theme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
