import { css } from '@emotion/react';
import { formTheme } from './formTheme.ts';

const { colors } = formTheme;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A visible focus ring that does not rely on colour alone (it is thick and offset). */
export const focusRing = css({
  '&:focus-visible': {
    outline: `3px solid ${colors.focus}`,
    outlineOffset: 2,
  },
});

/** Text inputs, textareas and select toggles share one look. */
export const inputBox = css(
  {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: formTheme.touchTarget,
    padding: '0.5rem 0.75rem',
    font: 'inherit',
    color: colors.text,
    background: colors.surface,
    border: `1px solid ${colors.border}`,
    borderRadius: 4,
    '&[aria-invalid="true"]': {
      // Thicker border plus the error text: not colour alone.
      border: `2px solid ${colors.error}`,
    },
    '&:disabled, &[aria-disabled="true"]': {
      background: '#f0f0f0',
    },
  },
  focusRing,
);

export const fieldLabel = css({
  display: 'block',
  fontWeight: 600,
  marginBottom: '0.25rem',
  color: colors.text,
});

export const hintText = css({
  display: 'block',
  color: colors.mutedText,
  fontSize: '0.9375rem',
  marginBottom: '0.25rem',
});

export const fieldsetReset = css({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const buttonBase = css(
  {
    minHeight: formTheme.touchTarget,
    minWidth: formTheme.touchTarget,
    padding: '0.5rem 1.25rem',
    font: 'inherit',
    fontWeight: 600,
    borderRadius: 4,
    cursor: 'pointer',
    border: `2px solid ${colors.primary}`,
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 },
  },
  focusRing,
);

export const primaryButton = css(buttonBase, {
  background: colors.primary,
  color: colors.primaryText,
});

export const secondaryButton = css(buttonBase, {
  background: colors.surface,
  color: colors.primary,
});
