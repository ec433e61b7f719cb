import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { appTheme } from '../theme/appTheme.ts';

const Card = styled.section`
  box-sizing: border-box;
  width: min(32rem, 100%);
  margin: 2rem auto;
  padding: 1.5rem;
  border: 1px solid ${appTheme.color.border};
  border-radius: 0.5rem;
  background: ${appTheme.color.background};
  h1 {
    margin: 0 0 1rem;
    font-size: 1.75rem;
  }
  ${appTheme.media.mobile} {
    margin: 1rem auto;
    padding: 1rem;
    border: 0;
  }
`;

const Footer = styled.footer`
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${appTheme.color.border};
  p {
    margin: 0;
  }
`;

export interface AuthCardProps {
  title: string;
  /** Intro text under the heading. */
  intro?: ReactNode;
  /** The footer question and link to another auth card. */
  footer: ReactNode;
  children: ReactNode;
}

/** The frame of every auth card: heading (the page's h1), intro, form, footer question. */
export function AuthCard({ title, intro, footer, children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Card aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" tabIndex={-1}>
        {title}
      </h1>
      {intro}
      {children}
      <Footer>{footer}</Footer>
    </Card>
  );
}
