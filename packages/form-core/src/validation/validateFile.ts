export interface FileLimits {
  /** Default 1 MB. */
  maxBytes?: number;
  /** Default 32 characters, extension included. */
  maxNameLength?: number;
  /** Default png, jpeg, jpg, pdf, docx. */
  extensions?: readonly string[];
}

export const defaultFileLimits = {
  maxBytes: 1024 * 1024,
  maxNameLength: 32,
  extensions: ['png', 'jpeg', 'jpg', 'pdf', 'docx'],
} as const;

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

/** Messages for a file the applicant picked; [] when it can be uploaded. */
export function validateFile(file: { name: string; size: number }, limits: FileLimits = {}): string[] {
  const maxBytes = limits.maxBytes ?? defaultFileLimits.maxBytes;
  const maxNameLength = limits.maxNameLength ?? defaultFileLimits.maxNameLength;
  const extensions = (limits.extensions ?? defaultFileLimits.extensions).map((ext) => ext.toLowerCase());
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
