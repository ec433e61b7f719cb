import { memo } from 'react';
import styles from './RequiredMarker.module.css';

/**
 * The visible required marker. It is hidden from screen readers because the
 * input itself carries aria-required; the asterisk is a shape, not a colour.
 */
export const RequiredMarker = memo(function RequiredMarker({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span aria-hidden="true" title="required" className={styles.marker}>
      *
    </span>
  );
});
