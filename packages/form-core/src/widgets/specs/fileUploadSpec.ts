import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type FileUploadOptions = {
  /** Accepted extensions (default png, jpeg, jpg, pdf, docx). */
  accept?: string[];
};

/** fileUpload: one document, stored apart from the answers; printed as its file name. */
export const fileUploadSpec: WidgetSpec<FileUploadOptions> = {
  parts: (question) => valuePart(question, 'document'),
  display: (question, { documents }) => {
    const document = documents[question.key];
    return document ? [`Document attached: ${document.file_name}`] : ['No document attached'];
  },
};
