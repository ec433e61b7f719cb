import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import styles from './AuthCard.module.css';

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
    <section className={styles.card} aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" tabIndex={-1}>
        {title}
      </h1>
      {intro}
      {children}
      <footer className={styles.footer}>{footer}</footer>
    </section>
  );
}
