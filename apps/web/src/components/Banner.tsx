import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'success' | 'warning' | 'danger' | 'info';

const tones: Record<Tone, { className: string; Icon: typeof Info }> = {
  success: {
    className:
      'border-green-600/40 bg-green-50 text-green-900 dark:border-green-400/40 dark:bg-green-950 dark:text-green-100',
    Icon: CircleCheck,
  },
  warning: {
    className:
      'border-yellow-500/60 bg-yellow-50 text-yellow-950 dark:border-yellow-300/50 dark:bg-yellow-300/15 dark:text-yellow-50',
    Icon: TriangleAlert,
  },
  danger: { className: 'border-danger/40 bg-danger-bg text-danger', Icon: CircleAlert },
  info: { className: 'border-border bg-surface-2 text-fg', Icon: Info },
};

interface BannerProps {
  tone: Tone;
  children: ReactNode;
  /** Buttons shown under the text. */
  actions?: ReactNode;
  testId?: string;
}

/**
 * A coloured notice: green confirms, yellow asks for something, red reports a failure. Failures
 * are announced at once (alert); the others politely (status).
 */
export function Banner({ tone, children, actions, testId }: BannerProps) {
  const { className, Icon } = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-1 flex-col items-start gap-2">
        <div>{children}</div>
        {actions}
      </div>
    </div>
  );
}
