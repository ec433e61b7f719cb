import { optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** fileUpload: what the docs, page.schema.json and config checks say about it. */
export const fileUploadAuthoring: WidgetAuthoring = {
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
};
