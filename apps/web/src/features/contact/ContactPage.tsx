import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactRequestSchema } from '@reelatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { FieldErrors } from '../../components/FieldErrors.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { inputClass, TextField } from '../../components/TextField.tsx';
import { configQueryOptions } from '../config/use-config.ts';
import { FormProblem, SentConfirmation } from './FormOutcome.tsx';
import { sendForm } from './send-form.ts';

const formSchema = contactRequestSchema.omit({ token: true });
type Fields = Partial<Record<'name' | 'email' | 'message', string>>;

/** Spec §2 contact form: name, e-mail and message, all required; stored and sent to the operator. */
export function ContactPage() {
  const queryClient = useQueryClient();
  const messageId = useId();
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [fields, setFields] = useState<Fields>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const checked = formSchema.safeParse(values);
    if (!checked.success) {
      const found: Fields = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      setFields(found);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const config = await queryClient.fetchQuery(configQueryOptions);
      const result = await sendForm('/api/contact', checked.data, config.botCheck);
      if (result.ok) {
        setSent(result.message);
        setValues({ name: '', email: '', message: '' });
      } else {
        setFields((result.fields ?? {}) as Fields);
        setProblem(result.message);
      }
    } catch {
      setProblem('Something went wrong.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <PageHeading title="Contact" />
      {sent ? (
        <SentConfirmation message={sent} onAnother={() => setSent(null)} />
      ) : (
        <>
          <p className="text-muted">
            Questions, problems or a title that shows the wrong services? Write to us and we will answer by
            e-mail.
          </p>
          <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              maxLength={CONTACT_NAME_MAX}
              value={values.name}
              onChange={(event) => set('name')(event.target.value)}
              errors={fields.name ? [fields.name] : undefined}
              required
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email')(event.target.value)}
              errors={fields.email ? [fields.email] : undefined}
              required
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={messageId} className="text-sm font-medium">
                Message
              </label>
              <textarea
                id={messageId}
                name="message"
                rows={6}
                maxLength={CONTACT_MESSAGE_MAX}
                className={inputClass}
                value={values.message}
                onChange={(event) => set('message')(event.target.value)}
                aria-invalid={fields.message ? true : undefined}
                aria-describedby={fields.message ? `${messageId}-error` : undefined}
                required
              />
              <FieldErrors id={`${messageId}-error`} errors={fields.message ? [fields.message] : undefined} />
            </div>
            <FormProblem message={problem} />
            <div>
              <BusyButton type="submit" busy={busy} busyLabel="Sending…" className={buttonStyles.primary}>
                <Send aria-hidden="true" className="size-4" />
                Send message
              </BusyButton>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
