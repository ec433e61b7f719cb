import { useSnapshot } from '../session/SessionContext.tsx';
import { CarryAnswersLink } from './CarryAnswersLink.tsx';
import styles from './VisitorPrompt.module.css';

/** Visitors may fill in answers; this says they are not saved and offers sign-in / sign-up (carrying them). */
export function VisitorPrompt() {
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  if (isLoggedIn) return null;
  return (
    <aside className={styles.prompt} aria-label="You are not signed in">
      <p>
        You are not signed in, so your answers are not saved yet.{' '}
        <CarryAnswersLink to="/login">Sign in</CarryAnswersLink> or{' '}
        <CarryAnswersLink to="/signup">create an account</CarryAnswersLink> to save your answers and submit your
        application. What you have entered comes with you.
      </p>
    </aside>
  );
}
