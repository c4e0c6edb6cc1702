import { accountMessages } from '@reelatlas/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { ActionProblem } from './ActionProblem.tsx';
import { accountText } from './known-texts.ts';
import { ResetPasswordAction } from './ResetPasswordAction.tsx';
import { VerifyEmailAction } from './VerifyEmailAction.tsx';

const titles: Record<string, string> = {
  verifyEmail: 'account.actionVerifyEmail',
  resetPassword: 'account.resetPassword',
};

/**
 * /google/action?mode=…&oobCode=… (docs/product-rules.md#pages, docs/product-rules.md#accounts): the page the account emails link to. Needs both
 * parameters; handles verifyEmail and resetPassword.
 */
export function EmailActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const t = useT();
  const title = t((mode && titles[mode]) || 'account.actionTitle');

  let content: ReactNode;
  if (!mode || !code) content = <ActionProblem message={accountText(accountMessages.invalidActionUrl, t)} />;
  else if (mode === 'verifyEmail') content = <VerifyEmailAction code={code} />;
  else if (mode === 'resetPassword') content = <ResetPasswordAction code={code} />;
  else content = <ActionProblem message={accountText(accountMessages.unsupportedAction, t)} />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5">
      <PageHeading title={title} />
      {content}
    </div>
  );
}
