import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUpgradeOverlay } from '../upgrade/index.ts';

/** Navigation state `{showUpgrade: true}` opens the upgrade overlay once (docs/product-rules.md#daily-searches), then is cleared. */
export function useUpgradeStateFlag(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { open } = useUpgradeOverlay();
  const flagged =
    typeof location.state === 'object' &&
    location.state !== null &&
    'showUpgrade' in location.state &&
    location.state.showUpgrade === true;

  useEffect(() => {
    if (!flagged) return;
    open();
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [flagged, open, navigate, location.pathname, location.search]);
}
