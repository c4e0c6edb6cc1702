import { X } from 'lucide-react';
import { NavLink } from 'react-router';
import { Modal } from '../components/Modal.tsx';
import { useT } from '../lib/i18n/use-t.ts';
import { AccountNavLink } from './AccountNavLink.tsx';
import { navLinks } from './nav-links.ts';

const HEADING_ID = 'side-menu-heading';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? 'bg-surface-2 text-link' : 'text-fg hover:bg-surface-2'}`;

/** The ≤ 640 px navigation drawer: a modal dialog, so focus stays inside and Escape closes it. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={HEADING_ID}
      closeOnBackdrop
      className="m-0 ms-auto h-dvh max-h-dvh w-[min(85vw,20rem)] border-s border-border bg-surface p-0 text-fg"
    >
      <nav aria-labelledby={HEADING_ID} className="flex h-full flex-col gap-2 p-4" data-testid="side-menu">
        <div className="mb-2 flex items-center justify-between">
          <h2 id={HEADING_ID} className="text-lg font-bold">
            {t('menu.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('menu.close')}
            data-autofocus
            className="rounded-lg p-2 hover:bg-surface-2"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to="/" end className={linkClass} onClick={onClose}>
              {t('nav.home')}
            </NavLink>
          </li>
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass} onClick={onClose}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <AccountNavLink className={linkClass} onClick={onClose} />
          </li>
        </ul>
      </nav>
    </Modal>
  );
}
