import { accountMessages, type Me, usernameSchema } from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { TextField } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { accountText, type Translate } from '../account/index.ts';
import { profileApi } from './profile-api.ts';
import { NEW_LINK_TOAST_MS } from './profile-texts.ts';

/**
 * The message for a refused username change: the server's at the field, else the product's
 * fallback; in the page's language where the web knows the text.
 */
export function usernameProblem(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.fields?.username) return accountText(error.fields.username, t);
  return accountText(accountMessages.usernameUpdateFailed, t);
}

/**
 * The username with Change, then Save/Cancel. Checked with the contracts' schema
 * (not empty after trimming), then by the server (unique); both answers show at the field.
 */
export function UsernameRow({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const params = useParams();
  const t = useT();
  const rename = useMutation({ mutationFn: profileApi.update });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(me.username);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Where focus goes next; a fresh object each time, so a second failure moves focus again. */
  const [focusRequest, setFocusRequest] = useState<{ target: 'input' | 'change' } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRequest?.target === 'input') formRef.current?.querySelector('input')?.focus();
    else if (focusRequest?.target === 'change') changeRef.current?.focus();
  }, [focusRequest]);

  const startEditing = () => {
    setDraft(me.username);
    setError(null);
    setEditing(true);
    setFocusRequest({ target: 'input' });
  };

  const stopEditing = () => {
    setEditing(false);
    setError(null);
    setFocusRequest({ target: 'change' });
  };

  const fail = (message: string) => {
    setError(message);
    setFocusRequest({ target: 'input' });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = usernameSchema.safeParse(draft);
    if (!checked.success) {
      fail(accountText(checked.error.issues[0]?.message ?? accountMessages.usernameEmpty, t));
      return;
    }
    const username = checked.data;
    if (username === me.username) {
      stopEditing();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const updated = await rename.mutateAsync({ username });
      queryClient.setQueryData(queryKeys.session, updated);
      const path = `/profile/${encodeURIComponent(updated.username)}`;
      notify.info(t('profile.newProfileLink', { link: `${window.location.origin}${path}` }), {
        duration: NEW_LINK_TOAST_MS,
      });
      // On /profile/{username} the address follows the new name. Synchronously, so the shell's
      // focus-to-main on navigation happens before focus returns to 'Change' below.
      if (params.username !== undefined) await navigate(path, { replace: true, flushSync: true });
      stopEditing();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
      fail(usernameProblem(caught, t));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      stopEditing();
    }
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium break-all" data-testid="profile-username">
          {me.username}
        </span>
        <button
          ref={changeRef}
          type="button"
          onClick={startEditing}
          aria-label={t('profile.changeUsername')}
          className={buttonStyles.secondary}
        >
          {t('profile.change')}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={save}
      onKeyDown={onKeyDown}
      noValidate
      className="flex flex-col gap-2"
      aria-label={t('profile.changeUsername')}
    >
      <TextField
        label={t('profile.newUsername')}
        name="username"
        autoComplete="username"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        errors={error ? [error] : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <BusyButton
          type="submit"
          busy={busy}
          busyLabel={t('account.saving')}
          className={buttonStyles.primary}
        >
          {t('profile.save')}
        </BusyButton>
        <button type="button" onClick={stopEditing} disabled={busy} className={buttonStyles.secondary}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
