/** Texts of the file upload widget. The visitor and dialog texts are the spec's, quoted exactly. */
export const fileUploadTexts = {
  visitor: 'This question can be finished once you have created an account.',
  deleteTitle: 'Delete Document',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteQuestion: (fileName: string) => `Are you sure you want to delete ${fileName}? This cannot be undone.`,
  attached: 'Document attached:',
  inProgress: 'Your file is being uploaded and converted. This can take a moment.',
  failed: 'Your file could not be processed. Please try again.',
  accepted: (extensions: readonly string[]) =>
    `Accepted file types: ${extensions.join(', ')}. Maximum size 1 MB; file name at most 32 characters.`,
} as const;
