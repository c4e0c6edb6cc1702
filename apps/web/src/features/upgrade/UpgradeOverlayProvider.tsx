import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { UpgradeOverlay } from './UpgradeOverlay.tsx';
import { UpgradeOverlayContext } from './upgrade-overlay-context.ts';

export function UpgradeOverlayProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined);
  // Stable callbacks: effects that open the overlay must not re-run (and re-open it) after a close.
  const open = useCallback((options?: { returnTo?: string }) => {
    setReturnTo(options?.returnTo);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const controls = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return (
    <UpgradeOverlayContext.Provider value={controls}>
      {children}
      <UpgradeOverlay open={isOpen} onClose={close} returnTo={returnTo} />
    </UpgradeOverlayContext.Provider>
  );
}
