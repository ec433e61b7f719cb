/** React Query keys of the document pipeline. */
export const documentQueryKeys = {
  documents: ['document-answer'] as const,
  pdf: ['pdf'] as const,
};
