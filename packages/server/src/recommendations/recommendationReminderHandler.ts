import type { JobHandler } from '../jobs/createJobWorker.ts';
import type { RecommendationService } from './recommendationService.ts';

export interface RecommendationReminderPayload {
  requestId: string;
  /** The link the reminder is for: a newer link (resend, reminder, changed address) makes it stale. */
  generation: number;
}

/**
 * The reminder job (outbound lane): mails the recommender a new link unless
 * the request was answered, cancelled or relinked meanwhile. The service is
 * looked up when a job runs (the worker is made before it).
 */
export function recommendationReminderHandler(service: () => RecommendationService): JobHandler {
  return {
    async run(job, _signal, log) {
      const payload = job.payload as unknown as RecommendationReminderPayload;
      await service().remind(payload.requestId, payload.generation, log);
    },
    async giveUp(_job, reason, _abandoned, log) {
      // The next reminder (if any) was queued with the new link; a lost reminder costs nothing else.
      log.warn({ reason }, 'recommendation reminder given up');
    },
  };
}
