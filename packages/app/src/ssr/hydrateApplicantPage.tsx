import type { ApplicantPageData } from '@admissions/contracts';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, type CreatedApp } from '../app/createApp.tsx';
import { readNavigationState } from '../navigation/navigationState.ts';
import { prepareApplicantPage } from './prepareApplicantPage.ts';
import { captureEarlyInput } from './captureEarlyInput.ts';

/** How long the hydration waits at most for the frame that paints the server's page (a hidden tab paints none). */
const paintWaitMs = 100;

/**
 * Makes the server's rendering of a signed-in applicant's form page the
 * app: the stores are filled from the page's data (as the server filled
 * them), the server's page is left to paint, React hydrates it, and what the
 * applicant entered meanwhile is handed to the app. Resolves to false, with
 * nothing done to the page, when the app's first render would not be the
 * server's: answers carried in from before a login (the gate merges and
 * saves them), or a page the server should not have rendered. The caller
 * then renders the app itself.
 */
export async function hydrateApplicantPage(
  container: HTMLElement,
  app: CreatedApp,
  data: ApplicantPageData,
): Promise<boolean> {
  if (readNavigationState(app.router.state.location.state).studentAnswers) return false;
  if (!(await prepareApplicantPage(app, data))) return false;
  await afterNextPaint();
  const earlyInput = captureEarlyInput(container);
  await new Promise<void>((hydrated) => {
    hydrateRoot(
      container,
      <StrictMode>
        <OnCommitted done={hydrated}>
          <App app={app} />
        </OnCommitted>
      </StrictMode>,
      {
        // React renders the page anew where it differs from the server's (the page still works): a defect to see.
        onRecoverableError: (error) => console.error(`[app] hydration: ${errorText(error)}`),
      },
    );
  });
  earlyInput.replay();
  return true;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Renders its children (no element of its own, so the tree matches the server's) and tells when they committed. */
function OnCommitted({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Resolves after the browser's next frame (the first paint of the server's page, when the scripts ran before it):
 * a hydration started before it would hold that paint for as long as it takes.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, paintWaitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
