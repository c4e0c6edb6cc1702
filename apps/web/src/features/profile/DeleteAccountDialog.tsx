import { accountMessages, deleteAccountSchema } from '@reelatlas/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { Modal } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { accountText, type Translate, useFocusInvalid } from '../account/index.ts';
import { profileApi } from './profile-api.ts';

const HEADING_ID = 'delete-account-heading';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Where a refused deletion's message goes: at the password field, or for the whole dialog; in
 * the page's language where the web knows the text.
 */
export function deleteProblem(error: unknown, t: Translate): { field?: string; form?: string } {
  const text = (english: string) => accountText(english, t);
  if (!(error instanceof ApiError)) return { form: text(accountMessages.deleteFailed) };
  // 403: wrong password; 400: the server's own check of the field.
  if (error.status === 403 || error.status === 400) {
    return {
      field: text(
        error.fields?.password ??
          (error.status === 403 ? accountMessages.incorrectPassword : accountMessages.deleteFailed),
      ),
    };
  }
  // 409: Pro or a trial still runs; the server's notice names the end date
  // (docs/product-rules.md#account-deletion), in the words the server chose.
  if (error.status === 409 && error.code === 'conflict') return { form: error.message };
  return { form: text(accountMessages.deleteFailed) };
}

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the server has deleted the account. */
  onDeleted: () => void;
}

/**
 * Deletion needs the current password. A focus-trapped dialog that opens on the
 * password field and, on failure, keeps the dialog open with the reason.
 */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const deletion = useMutation({ mutationFn: profileApi.deleteAccount });
  const t = useT();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusInvalid } = useFocusInvalid();

  const close = () => {
    if (busy) return;
    setPassword('');
    setFieldError(null);
    setFormError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = deleteAccountSchema.safeParse({ password });
    if (!checked.success) {
      setFieldError(accountText(checked.error.issues[0]?.message ?? accountMessages.passwordRequired, t));
      focusInvalid();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await deletion.mutateAsync(checked.data.password);
    } catch (error) {
      const problem = deleteProblem(error, t);
      setFieldError(problem.field ?? null);
      setFormError(problem.form ?? null);
      setBusy(false);
      if (problem.field) focusInvalid();
      return;
    }
    setBusy(false);
    onDeleted();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy={HEADING_ID}
      className="m-auto w-[min(92vw,28rem)] rounded-xl border border-border bg-surface p-6 text-fg shadow-2xl"
    >
      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <h2 id={HEADING_ID} className="text-xl font-bold">
          {t('profile.deleteAccount')}
        </h2>
        <p className="text-sm">{t('profile.deleteWarning')}</p>
        <TextField
          label={t('profile.currentPassword')}
          type="password"
          name="password"
          autoComplete="current-password"
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={fieldError ? [fieldError] : undefined}
        />
        {formError ? (
          <p role="alert" className="rounded-lg bg-danger-bg px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={close} disabled={busy} className={buttonStyles.secondary}>
            {t('profile.cancel')}
          </button>
          <BusyButton type="submit" busy={busy} busyLabel={t('profile.deleting')} className={dangerButton}>
            {t('profile.deleteMyAccount')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
