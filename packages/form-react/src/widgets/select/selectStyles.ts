import { css } from '@emotion/react';
import { formTheme } from '../../theme/formTheme.ts';
import { inputBox } from '../../theme/sharedStyles.ts';

// The select's styles, shared by the placeholder and the downshift control so that the swap is invisible.
export const selectWrapper = css({ position: 'relative' });

export const selectToggle = css(inputBox, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  cursor: 'pointer',
  textAlign: 'left',
});

export const selectMenu = css({
  position: 'absolute',
  left: 0,
  right: 0,
  zIndex: 20,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
  background: formTheme.colors.surface,
  border: `1px solid ${formTheme.colors.border}`,
  borderRadius: 4,
  boxShadow: '0 0.25rem 0.75rem rgba(0, 0, 0, 0.2)',
});

export const selectItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: formTheme.touchTarget,
  padding: '0.25rem 0.75rem',
  cursor: 'pointer',
  borderLeft: '4px solid transparent',
  '&[data-highlighted="true"]': {
    background: formTheme.colors.highlight,
    // A bar as well as the colour, so the highlight does not rely on colour alone.
    borderLeftColor: formTheme.colors.focus,
  },
  '&[aria-selected="true"]': { fontWeight: 700 },
});
