import { describe, expect, it } from 'vitest';
import type { Answers, DataModel, FormState, PageDefinition, ValidationSchema } from '../definition/types.ts';
import { compileValidator } from './compileValidator.ts';
import { validateAnswers } from './validateAnswers.ts';

// A CV upload required outright, and an essay given either as an upload or pasted (a tab group): one of them required.
const dataModel: DataModel = {
  keys: { cv: { type: 'document' }, essay_file: { type: 'document' }, essay_text: { type: 'string' } },
};
const pages: PageDefinition[] = [
  {
    id: 'final',
    path: '/final',
    title: 'Final steps',
    step: 1,
    sections: [
      {
        id: 'documents',
        title: 'Documents',
        items: [
          { key: 'cv', widget: 'fileUpload', label: 'CV', required: true },
          {
            kind: 'tabs',
            id: 'essay_choice',
            label: 'How will you give your essay?',
            tabs: [
              {
                id: 'upload',
                label: 'Upload',
                items: [{ key: 'essay_file', widget: 'fileUpload', label: 'Essay file', required: true }],
              },
              {
                id: 'paste',
                label: 'Paste',
                items: [{ key: 'essay_text', widget: 'textarea', label: 'Essay', required: true }],
              },
            ],
          },
        ],
      },
    ],
  },
];
const schema: ValidationSchema = {
  type: 'object',
  required: ['cv', 'essay_file'],
  properties: { essay_text: { type: 'string', minLength: 1, errorMessage: 'Paste your essay.' } },
  errorMessage: { required: { cv: 'Upload your CV.', essay_file: 'Upload your essay.' } },
};
const validator = compileValidator([schema]);
const run = (answers: Answers, tabs: FormState['tabs'] = {}) =>
  validateAnswers({ validator, pages, dataModel, state: { answers, tabs, addAnother: {} } });

describe('required uploads', () => {
  it("refuses a missing upload with the rule's message, and accepts a stored one", () => {
    expect(run({ essay_file: 'ANSWERED' })).toEqual({ cv: ['Upload your CV.'] });
    expect(run({ cv: 'ANSWERED', essay_file: 'ANSWERED' })).toEqual({});
  });

  it('counts a removed or failed upload (its cleared marker) as no upload', () => {
    expect(run({ cv: '', essay_file: 'ANSWERED' })).toEqual({ cv: ['Upload your CV.'] });
  });

  it('requires the upload or the pasted text, whichever tab is chosen', () => {
    expect(run({ cv: 'ANSWERED' })).toEqual({ essay_file: ['Upload your essay.'] });
    expect(run({ cv: 'ANSWERED' }, { essay_choice: 'paste' })).toEqual({ essay_text: ['Paste your essay.'] });
    expect(run({ cv: 'ANSWERED', essay_text: 'My essay' }, { essay_choice: 'paste' })).toEqual({});
    // A document kept on the tab not chosen does not answer the chosen one.
    expect(run({ cv: 'ANSWERED', essay_file: 'ANSWERED' }, { essay_choice: 'paste' })).toEqual({
      essay_text: ['Paste your essay.'],
    });
  });
});
