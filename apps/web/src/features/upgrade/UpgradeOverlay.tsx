import { Modal } from '../../components/Modal.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { UpsellActions } from './UpsellActions.tsx';
import { UpsellText } from './UpsellText.tsx';

const HEADING_ID = 'upgrade-overlay-heading';

/** The modal shown when the daily limit is hit (docs/product-rules.md#daily-searches). */
export function UpgradeOverlay({
  open,
  onClose,
  returnTo,
}: {
  open: boolean;
  onClose: () => void;
  returnTo?: string;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={HEADING_ID}
      className="m-auto w-[min(92vw,28rem)] rounded-xl border border-border bg-surface p-6 text-fg shadow-2xl"
    >
      <div className="flex flex-col gap-4" data-testid="upgrade-overlay">
        <h2 id={HEADING_ID} className="text-xl font-bold">
          {t('upsell.noSearchesLeft')}
        </h2>
        <UpsellText />
        <UpsellActions onNavigate={onClose} returnTo={returnTo} />
      </div>
    </Modal>
  );
}
