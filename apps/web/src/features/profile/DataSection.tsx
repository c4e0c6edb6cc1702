import { Download } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { profileApi } from './profile-api.ts';

/** Hands a downloaded file to the browser's save flow. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Your data': everything stored about the user, as the server's JSON export file. */
export function DataSection() {
  const [busy, setBusy] = useState(false);
  const t = useT();

  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await profileApi.exportData();
      saveFile(blob, fileName);
    } catch {
      notify.error(t('profile.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileSection id="your-data" title={t('profile.yourData')}>
      <p className="text-sm text-muted">{t('profile.dataIntro')}</p>
      <div>
        <BusyButton
          type="button"
          onClick={() => void download()}
          busy={busy}
          busyLabel={t('profile.preparing')}
          className={buttonStyles.secondary}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('profile.downloadData')}
        </BusyButton>
      </div>
    </ProfileSection>
  );
}
