import { css } from '@emotion/react';
import { formTheme } from '../../theme/formTheme.ts';

/**
 * The visible required marker. It is hidden from screen readers because the
 * input itself carries aria-required; the asterisk is a shape, not a colour.
 */
export function RequiredMarker({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span aria-hidden="true" title="required" css={css({ color: formTheme.colors.error, marginLeft: '0.25rem' })}>
      *
    </span>
  );
}
