import { errorCatalogue } from '@admissions/contracts';
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useRouteError } from '../routing/index.ts';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { appTheme } from '../theme/appTheme.ts';

const Page = styled.main`
  max-width: 40rem;
  margin: 3rem auto;
  padding: 0 1rem;
  color: ${appTheme.color.text};
  font-family: ${appTheme.font.body};
`;

/** The router's last resort: two sentences, the error logged. */
export function RootErrorPage() {
  const error = useRouteError();
  useDocumentTitle(errorCatalogue.rootErrorTitle);
  useEffect(() => {
    console.error('[app] unhandled route error:', error);
  }, [error]);
  return (
    <Page id="main">
      <h1>{errorCatalogue.rootErrorTitle}</h1>
      <p>{errorCatalogue.rootErrorBody}</p>
      <p>
        <a href="/">Return to the application</a>
      </p>
    </Page>
  );
}
