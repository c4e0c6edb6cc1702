import { useState } from 'react';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { MyServicesDialog, usePersonalChoice } from '../my-services/index.ts';

/**
 * The profile's "My services": the services kept with the account, and the way to change them
 * (the title pages' "For you" panel and list order follow them). The home country is the
 * account's country, set in Country Settings or in the dialog.
 */
export function MyServicesSection() {
  const choice = usePersonalChoice();
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <ProfileSection id="services" title={t('profile.myServices')}>
      <div className="flex flex-col gap-3">
        {choice.services.length === 0 ? (
          <p className="text-sm text-muted">{t('profile.noServices')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {choice.services.map((name) => (
              <li key={name} className="rounded-full border border-border px-3 py-1 text-sm">
                {name}
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className={`${buttonStyles.secondary} self-start`}
          onClick={() => setOpen(true)}
        >
          {choice.services.length === 0 ? t('profile.pickServices') : t('profile.editServices')}
        </button>
      </div>
      <MyServicesDialog
        open={open}
        onClose={() => setOpen(false)}
        services={choice.services}
        country={choice.home}
        countryGuessed={choice.guessed}
        onSave={choice.save}
        signedIn
      />
    </ProfileSection>
  );
}
