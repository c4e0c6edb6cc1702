import { Download } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProfileSection } from '../../components/ProfileSection.tsx';
import { notify } from '../../lib/notify.ts';
import { profileApi } from './profile-api.ts';
import { profileTexts } from './profile-texts.ts';

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

  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await profileApi.exportData();
      saveFile(blob, fileName);
    } catch {
      notify.error(profileTexts.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileSection id="your-data" title="Your data">
      <p className="text-sm text-muted">
        Download a copy of everything ReelAtlas stores about you: your account, lists, sessions and search
        counts, as a JSON file.
      </p>
      <div>
        <BusyButton
          type="button"
          onClick={() => void download()}
          busy={busy}
          busyLabel="Preparing…"
          className={buttonStyles.secondary}
        >
          <Download aria-hidden="true" className="size-4" />
          Download my data
        </BusyButton>
      </div>
    </ProfileSection>
  );
}
