import { errorCatalogue } from '@admissions/contracts';
import { quoteInput } from '../http/echoedInput.ts';

/** Texts of the document pipeline shown to applicants (those the app shows too come from the contracts' catalogue). */
export const documentMessages = {
  fileTooLarge: errorCatalogue.fileTooLarge,
  fileEmpty: 'This file is empty. Please choose a file that has content.',
  notUploadQuestion: (key: string) => `"${quoteInput(key)}" is not a document question of the application.`,
  keyNotIssued: 'This upload was not issued to you for this question. Please upload the file again.',
  uploadNotReceived: 'We did not receive your file. Please upload it again.',
  fileNameInvalid: 'The file name contains characters that are not allowed.',
  quotaExceeded: (files: number, megabytes: number) =>
    `You have reached the upload limit of ${files} files or ${megabytes} MB. Please delete documents you no longer need.`,
  typeMismatch: (extension: string) =>
    `The content of this file does not match its .${extension} extension. Please upload a real PNG, JPEG, PDF or Word (.docx) file.`,
  docxUnsafe:
    'This Word document could not be opened safely: it unpacks to too much data. Please save it again or upload it as a PDF.',
  docxBroken: 'This Word document could not be read. Please save it again or upload it as a PDF.',
  pdfEncrypted: 'This PDF is password-protected. Please upload a copy without a password.',
  pdfBroken: 'This PDF could not be read. Please save it again and upload the new copy.',
  pdfTooManyPages: (max: number) => `This PDF has more than ${max} pages. Please upload a shorter document.`,
  imageTooLarge: 'This image has too many pixels to convert. Please upload a smaller image (at most 40 megapixels).',
  imageBroken: 'This image could not be read. Please save it again and upload the new copy.',
  documentTooComplex:
    'This document needs more time or memory to convert than we allow. Please save it as a simpler PDF and upload that instead.',
  conversionFailed: 'Your document could not be converted to PDF. Please save it as a PDF and upload that instead.',
  conversionInterrupted: 'The conversion of your document was interrupted. Please upload it again.',
  conversionRequested: 'Your document is being converted to PDF.',
  conversionQueued: 'Your document is waiting to be converted to PDF.',
  conversionInProgress: 'Your document is being converted to PDF.',
  conversionCompleted: 'Your document has been converted to PDF.',
  notAnswered: 'No document has been uploaded for this question.',
  documentDeleted: 'Your document has been deleted.',
  conversionDeleted: 'The conversion of your document has been removed.',
  noConvertedPdf: 'There is no converted PDF for this question.',
  pdfQueued: 'Your PDF copy is waiting to be prepared.',
  pdfInProgress: 'Your PDF copy is being prepared.',
  pdfReady: 'Your PDF copy is ready.',
  pdfFailed: errorCatalogue.pdfDownload,
  /** Stored (not shown: the app shows the catalogue's download error) when a copy exceeds the worker's limits. */
  pdfOverLimits: 'The PDF copy of this application needs more time or memory than the server allows.',
  pdfNotReady: 'Your PDF copy is not ready yet.',
  uploadFormBroken: 'This upload could not be read: it is not a complete multipart form. Please upload the file again.',
  uploadSlotGone:
    'This upload arrived after its upload form was used, withdrawn or expired, and was not kept. Please upload the file again.',
  uploadPolicyRefused: 'This upload form is invalid or has expired. Please upload the file again.',
} as const;
