import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  contactEndpoint,
  contactRequestSchema,
} from '@reelatlas/contracts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { FieldErrors } from '../../components/FieldErrors.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { inputClass, TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { FormProblem, SentConfirmation } from './FormOutcome.tsx';
import { useOperatorForm } from './use-operator-form.ts';

const formSchema = contactRequestSchema.omit({ token: true });

/** The contact form (docs/product-rules.md#contact-and-suggestions): name, e-mail and message, all required; stored and sent to the operator. */
export function ContactPage() {
  const messageId = useId();
  const t = useT();
  const form = useOperatorForm(contactEndpoint, formSchema, { name: '', email: '', message: '' });
  const messageErrors = form.errorsOf('message');

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <PageHeading title={t('footer.contact')} />
      {form.sent ? (
        <SentConfirmation message={form.sent} onAnother={form.writeAnother} />
      ) : (
        <>
          <p className="text-muted">{t('contact.intro')}</p>
          <form className="flex flex-col gap-4" noValidate onSubmit={form.submit}>
            <TextField
              label={t('contact.name')}
              name="name"
              autoComplete="name"
              maxLength={CONTACT_NAME_MAX}
              value={form.values.name}
              onChange={(event) => form.set('name')(event.target.value)}
              errors={form.errorsOf('name')}
              required
            />
            <TextField
              label={t('account.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={(event) => form.set('email')(event.target.value)}
              errors={form.errorsOf('email')}
              required
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={messageId} className="text-sm font-medium">
                {t('contact.message')}
              </label>
              <textarea
                id={messageId}
                name="message"
                rows={6}
                maxLength={CONTACT_MESSAGE_MAX}
                className={inputClass}
                value={form.values.message}
                onChange={(event) => form.set('message')(event.target.value)}
                aria-invalid={messageErrors ? true : undefined}
                aria-describedby={messageErrors ? `${messageId}-error` : undefined}
                required
              />
              <FieldErrors id={`${messageId}-error`} errors={messageErrors} />
            </div>
            <FormProblem message={form.problem} />
            <div>
              <BusyButton
                type="submit"
                busy={form.busy}
                busyLabel={t('account.sending')}
                className={buttonStyles.primary}
              >
                <Send aria-hidden="true" className="size-4" />
                {t('contact.send')}
              </BusyButton>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
