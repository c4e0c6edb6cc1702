import { Component, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';

function MapFailed() {
  const t = useT();
  return (
    <p className="grid size-full place-items-center p-4 text-center text-sm text-muted">{t('map.failed')}</p>
  );
}

/** If the map's chunk cannot be fetched, the title page keeps its list and says the map is missing. */
export class MapLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <MapFailed />;
    return this.props.children;
  }
}
