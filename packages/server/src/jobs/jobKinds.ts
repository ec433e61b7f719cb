/** Job kinds of the document pipeline, the submission webhook's deliveries and recommendation reminders. */
export const convertDocumentJob = 'convert-document';
export const applicationPdfJob = 'application-pdf';
export const submissionWebhookJob = 'submission-webhook';
/** The "checklist complete" mail to the applicant (payload `{ userId }`). */
export const checklistCompleteMailJob = 'checklist-complete-mail';

/** A reminder to a recommender who has not submitted yet (mail: the outbound lane). */
export const recommendationReminderJob = 'recommendation-reminder';

export interface ConvertDocumentPayload {
  userId: string;
  answerKey: string;
  fileKey: string;
  /** false: the document is not an answer of the application (a recommendation letter), so no marker is set. */
  answerMarker?: false;
}
