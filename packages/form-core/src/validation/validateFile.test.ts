import { describe, expect, it } from 'vitest';
import { validateFile } from './validateFile.ts';

const MB = 1024 * 1024;

describe('validateFile', () => {
  it('accepts an allowed file within the limits', () => {
    expect(validateFile({ name: 'transcript.pdf', size: 5000 })).toEqual([]);
    expect(validateFile({ name: 'PHOTO.JPG', size: MB })).toEqual([]);
    expect(validateFile({ name: 'a'.repeat(27) + '.docx', size: 1 })).toEqual([]);
  });

  it('rejects a file over 1 MB with the exact message', () => {
    expect(validateFile({ name: 'big.pdf', size: MB + 1 })).toEqual([
      'Your file is too large. The maximum file size is 1 MB.',
    ]);
  });

  it('rejects empty files, wrong types, missing extensions and long names', () => {
    expect(validateFile({ name: 'empty.pdf', size: 0 })).toEqual([
      'This file is empty. Please choose a file that has content.',
    ]);
    expect(validateFile({ name: 'script.exe', size: 10 })).toEqual([
      'Files of type .exe are not accepted. Please upload one of these types: png, jpeg, jpg, pdf, docx.',
    ]);
    expect(validateFile({ name: 'README', size: 10 })).toEqual([
      'The file name must end with a file type extension: png, jpeg, jpg, pdf, docx.',
    ]);
    expect(validateFile({ name: `${'a'.repeat(28)}.docx`, size: 10 })).toEqual([
      'The file name is too long. It can have at most 32 characters, including the extension.',
    ]);
  });

  it('reports every problem at once and honours custom limits', () => {
    expect(validateFile({ name: `${'b'.repeat(40)}.gif`, size: 3 * MB })).toHaveLength(3);
    expect(validateFile({ name: 'x.gif', size: 2 * MB + 1 }, { maxBytes: 2 * MB, extensions: ['gif'] })).toEqual([
      'Your file is too large. The maximum file size is 2 MB.',
    ]);
  });
});
