import { ErrorIcon } from './icons.tsx';
import styles from './FieldErrorList.module.css';

/** A field's messages, each with an icon so that the error is not told by colour alone. */
export function FieldErrorList({ id, errors }: { id: string | undefined; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className={styles.list}>
      {errors.map((message) => (
        <li key={message}>
          <ErrorIcon />
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}
