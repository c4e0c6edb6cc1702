import { LogIn } from 'lucide-react';
import { NavLink } from 'react-router';
import { Avatar } from '../components/Avatar.tsx';
import { mirrorSaysSignedIn, useSession } from '../features/account/index.ts';
import { useT } from '../lib/i18n/use-t.ts';

interface AccountNavLinkProps {
  className: string | ((state: { isActive: boolean }) => string);
  onClick?: () => void;
}

/**
 * The shell (docs/product-rules.md#pages): signed in, a Profile link with the avatar (initials as fallback) and the display
 * name; signed out, Sign In. While the session loads, a signed-in visitor (by the local mirror)
 * sees a placeholder instead of a Sign In that would flash away.
 */
export function AccountNavLink({ className, onClick }: AccountNavLinkProps) {
  const { data: me, isPending } = useSession();
  const t = useT();
  if (isPending && mirrorSaysSignedIn()) {
    return (
      <span aria-hidden="true" className="inline-block h-8 w-24 animate-pulse rounded-lg bg-surface-2" />
    );
  }
  if (me) {
    return (
      <NavLink
        to="/profile"
        className={className}
        onClick={onClick}
        aria-label={t('account.profileOf', { username: me.username })}
        data-testid="profile-link"
      >
        <span className="inline-flex min-w-0 items-center gap-2">
          <Avatar name={me.username} image={me.image} />
          <span className="max-w-[12rem] truncate">{me.username}</span>
        </span>
      </NavLink>
    );
  }
  return (
    <NavLink to="/login" className={className} onClick={onClick}>
      <span className="inline-flex items-center gap-2">
        <LogIn aria-hidden="true" className="size-4" />
        {t('account.signIn')}
      </span>
    </NavLink>
  );
}
