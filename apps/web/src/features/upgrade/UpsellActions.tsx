import { useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';

/** 'Upgrade to Premium' (→ /premium) and 'Return to Home' (→ /) (docs/product-rules.md#daily-searches). */
export function UpsellActions({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const go = (path: string) => {
    onNavigate?.();
    navigate(path);
  };
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" data-autofocus className={buttonStyles.primary} onClick={() => go('/premium')}>
        Upgrade to Premium
      </button>
      <button type="button" className={buttonStyles.secondary} onClick={() => go('/')}>
        Return to Home
      </button>
    </div>
  );
}
