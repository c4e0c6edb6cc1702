import { accountMessages } from '@reelatlas/contracts';
import { LogIn, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../components/Banner.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { accountText } from './known-texts.ts';
import { ResetRequestForm } from './ResetRequestForm.tsx';

/**
 * A reset link that cannot be used (unknown, used or expired): says so, and offers a new link
 * right here (the reset request form) or the way to the login page.
 */
export function ResetLinkProblem() {
  const navigate = useNavigate();
  const t = useT();
  const [requesting, setRequesting] = useState(false);
  const [email, setEmail] = useState('');
  // The form replaces the button the user pressed: focus follows to its heading.
  useEffect(() => {
    if (requesting) document.getElementById('reset-heading')?.focus();
  }, [requesting]);
  return (
    <div className="flex flex-col gap-4">
      <Banner tone="danger" testId="reset-link-expired">
        {accountText(accountMessages.resetLinkExpired, t)}
      </Banner>
      {requesting ? (
        <div className="rounded-xl border border-border bg-surface p-6">
          <ResetRequestForm email={email} onEmailChange={setEmail} onBack={() => navigate('/login')} />
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonStyles.primary} onClick={() => setRequesting(true)}>
            <Mail aria-hidden="true" className="size-4" />
            {t('account.requestNewLink')}
          </button>
          <Link to="/login" className={buttonStyles.secondary}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('account.goToLogin')}
          </Link>
        </div>
      )}
    </div>
  );
}
