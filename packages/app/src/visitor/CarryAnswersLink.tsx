import type { ReactNode } from 'react';
import { Link, useNavigate } from '../routing/index.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { hasAnyAnswer, nonEmptyAnswers } from '../navigation/navigationState.ts';

export interface CarryAnswersLinkProps {
  to: string;
  className?: string;
  onNavigate?(): void;
  children: ReactNode;
}

/** A link to an auth card that carries the answers typed so far (read at click time, not render time). */
export function CarryAnswersLink({ to, className, onNavigate, children }: CarryAnswersLinkProps) {
  const { answers } = useAppServices();
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate?.();
        const current = answers.getState().answers;
        navigate(to, { state: hasAnyAnswer(current) ? { studentAnswers: nonEmptyAnswers(current) } : undefined });
      }}
    >
      {children}
    </Link>
  );
}
