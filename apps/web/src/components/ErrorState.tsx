import { RotateCw } from 'lucide-react';
import { useT } from '../lib/i18n/use-t.ts';
import { buttonStyles } from './button-styles.ts';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
}

/** The one error block for failed loads: what went wrong and a Retry. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <p className="text-danger">{message}</p>
      {onRetry ? (
        <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
