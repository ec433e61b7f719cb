import { LoadingSpinner } from '@admissions/form-react';
import styles from './FullScreenSpinner.module.css';

/** The full-screen loading spinner shown while the profile (or a route's code) loads. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className={styles.fullScreen}>
      <LoadingSpinner size="large" label={label} showLabel />
    </div>
  );
}
