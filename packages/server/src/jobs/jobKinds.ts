/** Job kinds of the document pipeline, and the submission webhook's deliveries. */
export const convertDocumentJob = 'convert-document';
export const applicationPdfJob = 'application-pdf';
export const submissionWebhookJob = 'submission-webhook';
/** The "checklist complete" mail to the applicant (payload `{ userId }`). */
export const checklistCompleteMailJob = 'checklist-complete-mail';

export interface ConvertDocumentPayload {
  userId: string;
  answerKey: string;
  fileKey: string;
}
