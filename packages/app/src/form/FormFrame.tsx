import type { ComponentProps, ReactNode } from 'react';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { StepNav } from '../layout/StepNav.tsx';
import { join } from '../ui/join.ts';
import styles from './FormFrame.module.css';

/** The page's main region, centred with the chrome's side padding. */
export function Main({ className, ...props }: ComponentProps<'main'>) {
  return <main className={join(styles.main, className)} {...props} />;
}

/** What every form page shows around the page: header, step navigation, the main region, footer. */
export function FormFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <StepNav />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
