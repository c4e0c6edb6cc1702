import { contactMessages } from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../lib/i18n/use-t.ts';
import { configQueryOptions } from '../config/index.ts';
import { contactText } from './contact-texts.ts';
import { type OperatorEndpoint, sendForm } from './send-form.ts';

type Values = Record<string, string>;

/**
 * The state and submit step the contact and suggestion forms share: check the fields with the
 * shared schema (the server checks again), focus the first invalid one, send with a fresh
 * bot-check token, then show the server's confirmation, or its text on the fields and above the
 * button. The typed text is kept whenever sending fails.
 */
export function useOperatorForm<V extends Values>(
  endpoint: OperatorEndpoint,
  schema: z.ZodType<V>,
  empty: V,
) {
  const queryClient = useQueryClient();
  const t = useT();
  // Texts are kept as they came (the schema's and the server's) and shown in the page's language.
  const show = (text: string | null) => (text === null ? null : contactText(text, t));
  const [values, setValues] = useState<V>(empty);
  const [fields, setFields] = useState<Partial<Record<keyof V, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: async (data: V) => {
      const config = await queryClient.fetchQuery(configQueryOptions);
      return sendForm(endpoint, data, config.botCheck);
    },
  });

  const set = (key: keyof V) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<keyof V, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof V] ??= issue.message;
      setFields(found);
      // After React has rendered the messages, so the field is marked invalid when focused.
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setFields({});
    try {
      const result = await sending.mutateAsync(checked.data);
      if (result.ok) {
        setSent(result.message);
        setValues(empty);
      } else {
        setFields((result.fields ?? {}) as Partial<Record<keyof V, string>>);
        setProblem(result.message);
      }
    } catch {
      setProblem(contactMessages.failed);
    }
  };

  return {
    values,
    set,
    /** The field's message as FieldErrors/TextField take it. */
    errorsOf: (key: keyof V) => (fields[key] ? [contactText(fields[key] as string, t)] : undefined),
    problem: show(problem),
    sent: show(sent),
    busy: sending.isPending,
    submit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    writeAnother: () => setSent(null),
  };
}
