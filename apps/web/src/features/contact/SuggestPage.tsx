import { SUGGESTION_MAX, suggestEndpoint, suggestRequestSchema } from '@reelatlas/contracts';
import { Lightbulb, LogIn } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { FieldErrors } from '../../components/FieldErrors.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { inputClass } from '../../components/TextField.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useSession } from '../account/index.ts';
import { FormProblem, SentConfirmation } from './FormOutcome.tsx';
import { useOperatorForm } from './use-operator-form.ts';

const formSchema = suggestRequestSchema.omit({ token: true });

/** The feature suggestion form (docs/product-rules.md#contact-and-suggestions): signed-in users, at least 5 characters after trimming. */
export function SuggestPage() {
  const { data: me, isPending } = useSession();
  const t = useT();
  const id = useId();
  const form = useOperatorForm(suggestEndpoint, formSchema, { message: '' });
  const errors = form.errorsOf('message');

  if (isPending) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4" aria-busy="true">
        <PageHeading title={t('contact.suggestTitle')} />
      </div>
    );
  }
  if (!me) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4">
        <PageHeading title={t('contact.suggestTitle')} />
        <p>{t('contact.suggestLogIn')}</p>
        <Link to="/login" className={buttonStyles.primary}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('account.logIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <PageHeading title={t('contact.suggestTitle')} />
      {form.sent ? (
        <SentConfirmation message={form.sent} onAnother={form.writeAnother} />
      ) : (
        <form className="flex flex-col gap-4" noValidate onSubmit={form.submit}>
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              {t('contact.yourSuggestion')}
            </label>
            <textarea
              id={id}
              name="message"
              rows={6}
              maxLength={SUGGESTION_MAX}
              className={inputClass}
              value={form.values.message}
              onChange={(event) => form.set('message')(event.target.value)}
              aria-invalid={errors ? true : undefined}
              aria-describedby={errors ? `${id}-error` : undefined}
              required
            />
            <FieldErrors id={`${id}-error`} errors={errors} />
          </div>
          <FormProblem message={form.problem} />
          <div>
            <BusyButton
              type="submit"
              busy={form.busy}
              busyLabel={t('account.sending')}
              className={buttonStyles.primary}
            >
              <Lightbulb aria-hidden="true" className="size-4" />
              {t('contact.sendSuggestion')}
            </BusyButton>
          </div>
        </form>
      )}
    </div>
  );
}
