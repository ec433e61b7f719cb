import { defaultWidgets, preloadFormParts } from '@admissions/form-react';
import { lazyDocumentPipeline, type LazyDocumentPipeline } from '../documents/lazyDocumentPipeline.ts';
import { ApplicantLayout } from '../form/FormLayout.tsx';
import { ValidationSummaryBox } from '../layout/ValidationSummary.tsx';
import { PrefillNoticeBox } from '../prefill/PrefillNotice.tsx';

/** The document pipeline: its own chunk (with React Query), loaded with an applicant's form, not a visitor's page. */
export function createAppDocumentPipeline(): LazyDocumentPipeline {
  return lazyDocumentPipeline(async () =>
    (await import('../documents/createDocumentPipeline.ts')).createDocumentPipeline(),
  );
}

/**
 * Loads the code a signed-in applicant's form page renders with (its layout,
 * the validation summary, the prefill notice, the document pipeline and the widgets that load on
 * demand). Rendered before they are there, the page would show a spinner and
 * then each part as it arrives; the server renders a page only once they are
 * loaded, and the browser's first render of it waits for the same parts.
 */
export function preloadApplicantParts(documents: LazyDocumentPipeline): Promise<unknown> {
  return Promise.all([
    ApplicantLayout.preload(),
    ValidationSummaryBox.preload(),
    PrefillNoticeBox.preload(),
    documents.preload(),
    preloadFormParts(defaultWidgets),
  ]);
}
