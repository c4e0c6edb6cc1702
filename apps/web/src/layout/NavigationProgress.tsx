import { useNavigation } from 'react-router';

/** A thin bar while a lazy route's code loads, so a slow network still shows that something happens. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed top-0 right-0 left-0 z-50 h-1 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-pulse bg-accent" />
    </div>
  );
}
