import { css, keyframes } from '@emotion/react';
import { formTheme } from '../theme/formTheme.ts';
import { visuallyHidden } from '../theme/sharedStyles.ts';

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

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A spinning ring with an accessible text; the full-screen loader uses size large. */
export function LoadingSpinner({
  size = 'medium',
  label = 'Loading…',
  showLabel = false,
  announce = true,
}: LoadingSpinnerProps) {
  const thickness = formTheme.spinnerSizes[size];
  return (
    <span
      role={announce ? 'status' : undefined}
      css={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', verticalAlign: 'middle' })}
    >
      <span
        aria-hidden="true"
        data-spinner-size={size}
        css={css({
          display: 'inline-block',
          boxSizing: 'border-box',
          width: `calc(${thickness} * 4)`,
          height: `calc(${thickness} * 4)`,
          border: `${thickness} solid ${formTheme.colors.highlight}`,
          borderTopColor: formTheme.colors.primary,
          borderRadius: '50%',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
        })}
      />
      <span css={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
