import { Link } from '../routing/index.ts';
import { useCarriedAnswers } from '../navigation/useCarriedAnswers.ts';

/** "Question? Link": the link to another auth card carries the visitor's answers along. */
export function AuthFooterLink({ question, to, label }: { question: string; to: string; label: string }) {
  const studentAnswers = useCarriedAnswers();
  return (
    <p>
      {question}{' '}
      <Link to={to} state={studentAnswers ? { studentAnswers } : undefined}>
        {label}
      </Link>
    </p>
  );
}
