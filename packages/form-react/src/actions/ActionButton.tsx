import type { ReactNode } from 'react';
import { LoadingSpinner } from '../layout/LoadingSpinner.tsx';
import shared from '../theme/sharedStyles.module.css';

export interface ActionButtonProps {
  label: ReactNode;
  busy: boolean;
  /** Text read while busy, e.g. "Saving…". */
  busyLabel: string;
  onPress: () => void;
  variant?: 'primary' | 'secondary';
}

/**
 * A button with a busy state: it stays focusable (aria-disabled, not
 * disabled, so focus is not lost) and shows a spinner with a spoken status.
 */
export function ActionButton({ label, busy, busyLabel, onPress, variant = 'primary' }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={variant === 'primary' ? shared.primaryButton : shared.secondaryButton}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {label}
      {busy && (
        <>
          {' '}
          <LoadingSpinner size="small" label={busyLabel} />
        </>
      )}
    </button>
  );
}
