import { optionsObjectSchema } from '../optionSchemas.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type FileUploadOptions = {
  /** Accepted extensions (default png, jpeg, jpg, pdf, docx). */
  accept?: string[];
};

/** fileUpload: one document, stored apart from the answers; printed as its file name. */
export const fileUploadSpec: WidgetSpec<FileUploadOptions> = {
  description: 'A file upload (a document answer, converted to PDF).',
  optionsSchema: optionsObjectSchema('fileUpload: accept.', {
    accept: {
      title: 'Accepted file types',
      description: 'Accepted extensions (default png, jpeg, jpg, pdf, docx).',
      type: 'array',
      items: {
        title: 'Extension',
        description: 'A file extension without the dot, e.g. pdf.',
        type: 'string',
        minLength: 1,
      },
    },
  }),
  parts: (question) => valuePart(question, 'document'),
  display: (question, { documents }) => {
    const document = documents[question.key];
    return document ? [`Document attached: ${document.file_name}`] : ['No document attached'];
  },
};
