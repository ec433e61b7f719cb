import {
  applicationPdfJob,
  checklistCompleteMailJob,
  convertDocumentJob,
  recommendationReminderJob,
  submissionWebhookJob,
} from './jobKinds.ts';

/**
 * A lane of the job worker: the kinds of job it claims and how many of them
 * run at once on one node. A lane claims only its own kinds, so the jobs of
 * one lane can hold at most that lane's slots, never another lane's.
 */
export interface JobLane {
  /** Named in log lines and metrics (`lane` label). */
  name: string;
  kinds: readonly string[];
  /** Jobs of this lane running at once on this node (at least 1). */
  concurrency: number;
}

/**
 * Which lane each kind of job runs in. `applicant`: what an applicant waits
 * for (conversions, the application PDF; CPU and memory heavy, one at a time
 * per node). `outbound`: deliveries to systems outside (the submission
 * webhook, the checklist's mail, recommendation reminders; mostly waiting on the network), so a receiver that never answers
 * holds only outbound slots.
 */
export const jobLaneKinds = {
  applicant: [convertDocumentJob, applicationPdfJob],
  outbound: [submissionWebhookJob, checklistCompleteMailJob, recommendationReminderJob],
} as const satisfies Record<string, readonly string[]>;

export type JobLaneName = keyof typeof jobLaneKinds;

/** The lanes of a node's worker: applicant work one at a time, `outbound` deliveries as many as given. */
export function jobLanes(concurrency: { outbound: number }): JobLane[] {
  return [
    { name: 'applicant', kinds: jobLaneKinds.applicant, concurrency: 1 },
    { name: 'outbound', kinds: jobLaneKinds.outbound, concurrency: concurrency.outbound },
  ];
}
