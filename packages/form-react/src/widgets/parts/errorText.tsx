import shared from '../../theme/sharedStyles.module.css';
import styles from './errorText.module.css';

/**
 * A field's error messages, each with an icon and an "Error:" prefix for
 * screen readers; nothing when there are none. An element, not a component:
 * a page shows no errors on its first view, and a component would be one
 * more fiber per question whatever it returns.
 */
export function errorText(id: string, errors: readonly string[]) {
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
}
