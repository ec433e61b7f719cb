import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { StepNav } from '../layout/StepNav.tsx';
import { appTheme } from '../theme/appTheme.ts';

export const Main = styled.main`
  max-width: 75rem;
  margin: 0 auto;
  padding: 0 1.5rem;
  ${appTheme.media.mobile} {
    padding: 0 1rem;
  }
`;

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
