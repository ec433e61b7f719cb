import type { DocumentContext, DocumentServices, DocumentServicesFactory } from './DocumentServices.ts';

export interface LazyDocumentPipeline extends DocumentServicesFactory {
  /** Starts loading the pipeline's code (when an applicant's form is about to show); resolves once loaded. */
  preload(): Promise<DocumentServicesFactory>;
}

/**
 * A document pipeline whose code (uploads, the PDF and React Query, which
 * they use) loads when an applicant's form first needs it, not with a
 * visitor's first page. Until loaded, the form using it suspends (its
 * Suspense boundary shows the spinner); a failed load is retried by the next
 * render.
 */
export function lazyDocumentPipeline(load: () => Promise<DocumentServicesFactory>): LazyDocumentPipeline {
  let loading: Promise<DocumentServicesFactory> | undefined;
  let loaded: DocumentServicesFactory | undefined;
  let failed: { error: unknown } | undefined;
  const preload = () => {
    loading ??= load().then(
      (pipeline) => (loaded = pipeline),
      (error: unknown) => {
        loading = undefined;
        failed = { error };
        throw error;
      },
    );
    return loading;
  };
  return {
    preload,
    useDocumentServices(context: DocumentContext): DocumentServices {
      if (loaded) return loaded.useDocumentServices(context);
      if (failed) {
        const { error } = failed;
        failed = undefined;
        throw error;
      }
      // Suspends: the nearest Suspense boundary shows its fallback until the code is loaded.
      throw preload().then(
        () => undefined,
        () => undefined,
      );
    },
  };
}
