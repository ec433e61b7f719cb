import { createChunkLoader } from '@admissions/form-react';
import type { DocumentContext, DocumentServices, DocumentServicesFactory } from './DocumentServices.ts';

export interface LazyDocumentPipeline extends DocumentServicesFactory {
  /** Starts loading the pipeline's code (when an applicant's form is about to show); resolves once loaded. */
  preload(): Promise<DocumentServicesFactory>;
}

/**
 * A document pipeline whose code (uploads, the PDF and React Query, which
 * they use) loads when an applicant's form first needs it, not with a
 * visitor's first page: pass `async () => (await import('./x.ts')).create()`.
 * Until loaded, the form using it suspends (its Suspense boundary shows the
 * spinner); a failed load is thrown by the next use (to the nearest error
 * boundary), and the use after that loads again.
 */
export function lazyDocumentPipeline(load: () => Promise<DocumentServicesFactory>): LazyDocumentPipeline {
  let failed: { error: unknown } | undefined;
  const pipeline = createChunkLoader(() =>
    load().catch((error: unknown) => {
      failed = { error };
      throw error;
    }),
  );
  const preload = () => pipeline.load();
  return {
    preload,
    isLoaded: () => pipeline.loaded() !== undefined,
    useDocumentServices(context: DocumentContext): DocumentServices {
      const loaded = pipeline.loaded();
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
