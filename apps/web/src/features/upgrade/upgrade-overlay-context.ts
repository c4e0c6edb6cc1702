import { createContext, useContext } from 'react';

export interface UpgradeOverlayControls {
  isOpen: boolean;
  /** `returnTo`: the title page the visitor was opening, where signing in brings them back. */
  open: (options?: { returnTo?: string }) => void;
  close: () => void;
}

export const UpgradeOverlayContext = createContext<UpgradeOverlayControls | null>(null);

/** Any page can raise the upgrade overlay (limit reached on search, `{showUpgrade}` state, /movieoverlay). */
export function useUpgradeOverlay(): UpgradeOverlayControls {
  const controls = useContext(UpgradeOverlayContext);
  if (!controls) throw new Error('useUpgradeOverlay must be used inside UpgradeOverlayProvider');
  return controls;
}
