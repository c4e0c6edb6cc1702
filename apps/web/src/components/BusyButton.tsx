import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  /** Text while busy, e.g. 'Signing in…'. */
  busyLabel: string;
}

/** A button that shows a spinner and its busy text while its action runs, and cannot be pressed twice. */
export function BusyButton({ busy, busyLabel, children, disabled, ...props }: BusyButtonProps) {
  return (
    <button {...props} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
