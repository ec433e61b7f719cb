import { useRef } from 'react';
import { LandingBanner } from '../banners/LandingBanner.tsx';
import { ReaskNotice } from '../banners/ReaskNotice.tsx';
import { ToastErrorBoundary } from '../errors/ToastErrorBoundary.tsx';
import { ValidationSummary } from '../layout/ValidationSummary.tsx';
import { PrefillNotice } from '../prefill/PrefillNotice.tsx';
import { VisitorPrompt } from '../visitor/VisitorPrompt.tsx';

/**
 * The top of every form page, in heading order: the page's h1, then the
 * landing banner, a prefill link's notice, the notice of questions asked
 * again, the visitor prompt and the
 * validation summary (h2s). The notice hands the focus back to the h1 when it closes.
 */
export function PageIntro({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h1 tabIndex={-1} ref={heading}>
        {title}
      </h1>
      <ToastErrorBoundary>
        <LandingBanner />
      </ToastErrorBoundary>
      <ToastErrorBoundary>
        <PrefillNotice onClosed={() => heading.current?.focus()} />
      </ToastErrorBoundary>
      <ToastErrorBoundary>
        <ReaskNotice />
      </ToastErrorBoundary>
      <VisitorPrompt />
      <ToastErrorBoundary>
        <ValidationSummary />
      </ToastErrorBoundary>
    </>
  );
}
