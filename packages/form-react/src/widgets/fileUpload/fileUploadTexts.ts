import { errorCatalogue, limits } from '@admissions/contracts';

/** Texts of the file upload widget. The visitor text is the error catalogue's, word for word. */
export const fileUploadTexts = {
  visitor: errorCatalogue.uploadNeedsAccount,
  deleteTitle: 'Delete Document',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteQuestion: (fileName: string) => `Are you sure you want to delete ${fileName}? This cannot be undone.`,
  attached: 'Document attached:',
  inProgress: 'Your file is being uploaded and converted. This can take a moment.',
  failed: 'Your file could not be processed. Please try again.',
  accepted: (extensions: readonly string[]) =>
    `Accepted file types: ${extensions.join(', ')}. Maximum size ${limits.fileMaxBytes / (1024 * 1024)} MB; ` +
    `file name at most ${limits.fileNameMaxLength} characters.`,
} as const;
