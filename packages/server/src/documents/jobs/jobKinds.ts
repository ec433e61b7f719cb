/** Job kinds of the document pipeline. */
export const convertDocumentJob = 'convert-document';
export const applicationPdfJob = 'application-pdf';

export interface ConvertDocumentPayload {
  userId: string;
  answerKey: string;
  fileKey: string;
}
