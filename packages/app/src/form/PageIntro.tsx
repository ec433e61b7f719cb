import { LandingBanner } from '../banners/LandingBanner.tsx';
import { ToastErrorBoundary } from '../errors/ToastErrorBoundary.tsx';
import { ValidationSummary } from '../layout/ValidationSummary.tsx';
import { VisitorPrompt } from '../visitor/VisitorPrompt.tsx';

/**
 * The top of every form page, in heading order: the page's h1, then the
 * landing banner, the visitor prompt and the validation summary (h2s).
 */
export function PageIntro({ title }: { title: string }) {
  return (
    <>
      <h1 tabIndex={-1}>{title}</h1>
      <ToastErrorBoundary>
        <LandingBanner />
      </ToastErrorBoundary>
      <VisitorPrompt />
      <ToastErrorBoundary>
        <ValidationSummary />
      </ToastErrorBoundary>
    </>
  );
}
