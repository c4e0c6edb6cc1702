import { LOCALES, type Locale, type Me, SOURCE_LOCALE, toLocale } from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { inputClass } from '../../components/TextField.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { openPage, pageInLocale, rememberLocale } from '../../lib/i18n/locale.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { profileApi } from './profile-api.ts';

/**
 * Language (docs/architecture.md#languages): the account's language, which its e-mails speak.
 * Each language is named in itself; the server checks and stores the choice. The header's
 * language menu sets the same, so the two agree: once saved, the page opens in that language too.
 */
export function LanguageSection({ me }: { me: Me }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const { pathname, search, hash } = useLocation();
  const save = useMutation({ mutationFn: profileApi.update });
  const current: Locale = toLocale(me.language) ?? SOURCE_LOCALE;
  const [language, setLanguage] = useState<Locale>(current);
  const [saved, setSaved] = useState<Locale>(current);
  const [busy, setBusy] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  // The record changed elsewhere (another tab, a refetch): follow it.
  if (saved !== current) {
    setSaved(current);
    setLanguage(current);
  }
  const unchanged = language === current;

  const update = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    setBusy(true);
    try {
      const updated = await save.mutateAsync({ language });
      queryClient.setQueryData(queryKeys.session, updated);
      if (language !== i18n.locale) {
        // The page itself, in the language just saved (the header's menu does the same).
        rememberLocale(language);
        openPage(pageInLocale(language, pathname, search, hash));
        return;
      }
      notify.info(t('profileLanguage.updated'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
      notify.error(
        error instanceof ApiError && error.status === 400 ? error.message : t('profileLanguage.failed'),
      );
    } finally {
      setBusy(false);
      selectRef.current?.focus();
    }
  };

  return (
    <ProfileSection id="language-settings" title={t('profileLanguage.title')}>
      <p className="text-sm text-muted">{t('profileLanguage.hint')}</p>
      <form onSubmit={update} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1 sm:min-w-72">
          <label htmlFor={id} className="text-sm font-medium">
            {t('profileLanguage.label')}
          </label>
          <select
            id={id}
            ref={selectRef}
            name="language"
            value={language}
            onChange={(event) => setLanguage(toLocale(event.target.value) ?? SOURCE_LOCALE)}
            className={inputClass}
          >
            {LOCALES.map((locale) => (
              <option key={locale.code} value={locale.code} lang={locale.code} dir={locale.dir}>
                {locale.name}
              </option>
            ))}
          </select>
        </div>
        <BusyButton
          type="submit"
          busy={busy}
          busyLabel={t('profileLanguage.saving')}
          disabled={unchanged}
          className={buttonStyles.primary}
        >
          {t('profileLanguage.save')}
        </BusyButton>
      </form>
    </ProfileSection>
  );
}
