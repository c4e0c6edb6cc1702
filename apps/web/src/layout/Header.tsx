import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n/use-t.ts';
import { AccountNavLink } from './AccountNavLink.tsx';
import { HeaderNav } from './HeaderNav.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { HeaderBar } from './PageFrame.tsx';
import { SideMenu } from './SideMenu.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

/** Logo (not on home, docs/product-rules.md#pages), inline links above 640 px, a side menu at or below it. */
export function Header() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT();
  return (
    <HeaderBar after={<SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}>
      <div className="min-w-0 flex-1">{pathname === '/' ? null : <Logo />}</div>
      <HeaderNav />
      <LanguageMenu />
      <ThemeToggle />
      <div className="hidden sm:block">
        <AccountNavLink className="inline-flex items-center rounded-lg border border-border px-3 py-1.5 text-sm font-semibold hover:bg-surface-2" />
      </div>
      <button
        type="button"
        className="rounded-lg p-2 hover:bg-surface-2 sm:hidden"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
    </HeaderBar>
  );
}
