import { useNavigation } from 'react-router';
import { useT } from '../lib/i18n/use-t.ts';

/** A thin bar while a lazy route's code loads, so a slow network still shows that something happens. */
export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('layout.loadingPage')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-pulse bg-accent" />
    </div>
  );
}
