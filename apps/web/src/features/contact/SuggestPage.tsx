import { SUGGESTION_MAX, suggestRequestSchema } from '@reelatlas/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Lightbulb, LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { FieldErrors } from '../../components/FieldErrors.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { inputClass } from '../../components/TextField.tsx';
import { useSession } from '../account/use-session.ts';
import { configQueryOptions } from '../config/use-config.ts';
import { FormProblem, SentConfirmation } from './FormOutcome.tsx';
import { sendForm } from './send-form.ts';

const formSchema = suggestRequestSchema.omit({ token: true });

/** Spec §2 feature suggestion form: signed-in users, at least 5 characters after trimming. */
export function SuggestPage() {
  const { data: me, isPending } = useSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (isPending) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4" aria-busy="true">
        <PageHeading title="Suggest a Feature" />
      </div>
    );
  }
  if (!me) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4">
        <PageHeading title="Suggest a Feature" />
        <p>Log in to suggest a feature.</p>
        <Link to="/login" className={buttonStyles.primary}>
          <LogIn aria-hidden="true" className="size-4" />
          Log in
        </Link>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.querySelector('textarea');
    setProblem(null);
    const checked = formSchema.safeParse({ message });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? null);
      field?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const config = await queryClient.fetchQuery(configQueryOptions);
      const result = await sendForm('/api/suggest', checked.data, config.botCheck);
      if (result.ok) {
        setSent(result.message);
        setMessage('');
      } else {
        setFieldError(result.fields?.message ?? null);
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
      <PageHeading title="Suggest a Feature" />
      {sent ? (
        <SentConfirmation message={sent} onAnother={() => setSent(null)} />
      ) : (
        <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              Your suggestion
            </label>
            <textarea
              id={id}
              name="message"
              rows={6}
              maxLength={SUGGESTION_MAX}
              className={inputClass}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              required
            />
            <FieldErrors id={`${id}-error`} errors={fieldError ? [fieldError] : undefined} />
          </div>
          <FormProblem message={problem} />
          <div>
            <BusyButton type="submit" busy={busy} busyLabel="Sending…" className={buttonStyles.primary}>
              <Lightbulb aria-hidden="true" className="size-4" />
              Send suggestion
            </BusyButton>
          </div>
        </form>
      )}
    </div>
  );
}
