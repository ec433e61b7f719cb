import type { formTheme } from '../theme/formTheme.ts';
import shared from '../theme/sharedStyles.module.css';
import styles from './LoadingSpinner.module.css';

export type LoadingSpinnerSize = keyof typeof formTheme.spinnerSizes;

export interface LoadingSpinnerProps {
  /** small (0.4rem), medium (0.8rem) or large (2rem): the ring's thickness; the ring is four times as wide. */
  size?: LoadingSpinnerSize;
  /** Text read by screen readers; also shown when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  /** Render as a status region (announced). Turn off inside a region that already announces. */
  announce?: boolean;
}

/** A spinning ring with an accessible text; the full-screen loader uses size large. */
export function LoadingSpinner({
  size = 'medium',
  label = 'Loading…',
  showLabel = false,
  announce = true,
}: LoadingSpinnerProps) {
  return (
    <span role={announce ? 'status' : undefined} className={styles.spinner}>
      <span aria-hidden="true" data-spinner-size={size} className={styles.ring} />
      <span className={showLabel ? undefined : shared.visuallyHidden}>{label}</span>
    </span>
  );
}
