import { UpsellScreen } from '../features/upgrade/UpsellScreen.tsx';
import { useT } from '../lib/i18n/use-t.ts';

export function Component() {
  const t = useT();
  return (
    <>
      <title>{t('pages.upgrade.documentTitle')}</title>
      <UpsellScreen />
    </>
  );
}
