import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../lib/use-theme.ts';

/** Light/dark switch; the choice is stored under `theme` and applied before paint on the next load. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-testid="theme-toggle"
      className="rounded-lg p-2 text-fg hover:bg-surface-2"
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
