import { accountMessages, type Me } from '@reelatlas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { accountText } from '../account/index.ts';
import { profileApi } from './profile-api.ts';

/** Country Settings (docs/product-rules.md#profile): the dropdown and 'Update Country', disabled while nothing changed. */
export function CountrySection({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const t = useT();
  const save = useMutation({ mutationFn: profileApi.update });
  const [country, setCountry] = useState(me.country);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(me.country);
  const fieldRef = useRef<HTMLDivElement>(null);
  // The record changed elsewhere (another tab, a refetch): follow it.
  if (saved !== me.country) {
    setSaved(me.country);
    setCountry(me.country);
  }
  const unchanged = country === me.country;

  const update = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    setBusy(true);
    try {
      const updated = await save.mutateAsync({ country });
      queryClient.setQueryData(queryKeys.session, updated);
      notify.info(accountText(accountMessages.countryUpdated, t));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
      notify.error(accountText(accountMessages.countryUpdateFailed, t));
    } finally {
      setBusy(false);
      // The button is disabled while working; give focus back to the dropdown.
      fieldRef.current?.querySelector('select')?.focus();
    }
  };

  return (
    <ProfileSection id="country-settings" title={t('profile.countrySettings')}>
      <form onSubmit={update} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div ref={fieldRef} className="sm:min-w-72">
          <CountrySelect value={country} onChange={setCountry} />
        </div>
        <BusyButton
          type="submit"
          busy={busy}
          busyLabel={t('profile.updating')}
          disabled={unchanged}
          className={buttonStyles.primary}
        >
          {t('profile.updateCountry')}
        </BusyButton>
      </form>
    </ProfileSection>
  );
}
