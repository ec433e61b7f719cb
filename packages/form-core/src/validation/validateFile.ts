import { fileExtensions, limits } from '@admissions/contracts';

/** Limits of one upload; each defaults to the shared limit of @admissions/contracts. */
export interface FileLimits {
  /** Default limits.fileMaxBytes (1 MB). */
  maxBytes?: number;
  /** Default limits.fileNameMaxLength (32 characters, extension included). */
  maxNameLength?: number;
  /** Default fileExtensions (png, jpeg, jpg, pdf, docx). */
  extensions?: readonly string[];
}

const bytesPerMegabyte = 1024 * 1024;

function megabytes(bytes: number): string {
  const mb = bytes / bytesPerMegabyte;
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

/** Messages for a file the applicant picked; [] when it can be uploaded. */
export function validateFile(file: { name: string; size: number }, given: FileLimits = {}): string[] {
  const maxBytes = given.maxBytes ?? limits.fileMaxBytes;
  const maxNameLength = given.maxNameLength ?? limits.fileNameMaxLength;
  const extensions = (given.extensions ?? fileExtensions).map((ext) => ext.toLowerCase());
  const allowed = extensions.join(', ');
  const messages: string[] = [];

  if (file.size <= 0) messages.push('This file is empty. Please choose a file that has content.');
  if (file.size > maxBytes) {
    messages.push(`Your file is too large. The maximum file size is ${megabytes(maxBytes)} MB.`);
  }
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 && dot < file.name.length - 1 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (extension === '') {
    messages.push(`The file name must end with a file type extension: ${allowed}.`);
  } else if (!extensions.includes(extension)) {
    messages.push(`Files of type .${extension} are not accepted. Please upload one of these types: ${allowed}.`);
  }
  if (file.name.length > maxNameLength) {
    messages.push(
      `The file name is too long. It can have at most ${maxNameLength} characters, including the extension.`,
    );
  }
  return messages;
}
