import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '../../components/Banner.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** An email link that cannot be used: what is wrong, and 'Go to Login' (docs/product-rules.md#messages). */
export function ActionProblem({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-4">
      <Banner tone="danger">{message}</Banner>
      <Link to="/login" className={buttonStyles.primary}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('account.goToLogin')}
      </Link>
    </div>
  );
}
