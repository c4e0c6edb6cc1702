import { NavLink } from 'react-router';
import { useT } from '../lib/i18n/use-t.ts';
import { navLinks } from './nav-links.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1 text-sm font-medium ${isActive ? 'text-link' : 'text-fg hover:text-link'}`;

/**
 * The header's links above 640 px. Also rendered at build time in each language's first view
 * (shell/first-views.tsx), so the header's words are there with the first paint.
 */
export function HeaderNav() {
  const t = useT();
  return (
    <nav aria-label={t('nav.main')} className="hidden sm:block">
      <ul className="flex items-center gap-2">
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
