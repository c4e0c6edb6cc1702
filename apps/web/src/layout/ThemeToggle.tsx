import { Moon, Sun } from 'lucide-react';
import { useT } from '../lib/i18n/use-t.ts';
import { useTheme } from '../lib/use-theme.ts';

/** Light/dark switch; the choice is stored under `theme` and applied before paint on the next load. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const t = useT();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
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
