import { memo } from 'react';
import { formTheme } from '../../theme/formTheme.ts';
import { staticClass } from '../../theme/staticClass.ts';

const markerClass = staticClass({ color: formTheme.colors.error, marginLeft: '0.25rem' });

/**
 * The visible required marker. It is hidden from screen readers because the
 * input itself carries aria-required; the asterisk is a shape, not a colour.
 */
export const RequiredMarker = memo(function RequiredMarker({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span aria-hidden="true" title="required" className={markerClass}>
      *
    </span>
  );
});
