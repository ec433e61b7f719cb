import { memo } from 'react';
import shared from '../../theme/sharedStyles.module.css';
import styles from './FieldErrors.module.css';

/** A field's error messages, each with an icon and an "Error:" prefix for screen readers. Renders nothing when empty. */
export const FieldErrors = memo(function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <span id={id} className={styles.errorText}>
      {errors.map((message) => (
        <span key={message} className={styles.message}>
          <span aria-hidden="true">⚠</span> <span className={shared.visuallyHidden}>Error:</span> {message}
        </span>
      ))}
    </span>
  );
});
