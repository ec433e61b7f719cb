import styled from '@emotion/styled';
import { useSnapshot } from '../session/SessionContext.tsx';
import { appTheme } from '../theme/appTheme.ts';
import { CarryAnswersLink } from './CarryAnswersLink.tsx';

const Prompt = styled.aside`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border: 1px dashed ${appTheme.color.border};
  border-radius: 0.25rem;
  background: ${appTheme.color.surface};
  p {
    margin: 0;
  }
  @media print {
    display: none;
  }
`;

/** Visitors may fill in answers; this says they are not saved and offers sign-in / sign-up (carrying them). */
export function VisitorPrompt() {
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  if (isLoggedIn) return null;
  return (
    <Prompt aria-label="You are not signed in">
      <p>
        You are not signed in, so your answers are not saved yet.{' '}
        <CarryAnswersLink to="/login">Sign in</CarryAnswersLink> or{' '}
        <CarryAnswersLink to="/signup">create an account</CarryAnswersLink> to save your answers and submit your
        application. What you have entered comes with you.
      </p>
    </Prompt>
  );
}
