import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { JobHandler } from '../../jobs/createJobWorker.ts';
import { submissionWebhookJob } from '../../jobs/jobKinds.ts';
import { jobRepository } from '../../jobs/jobRepository.ts';
import type { ApplicationExport } from '../exportRecord.ts';
import { submittedApplicationRepository } from '../submittedApplicationRepository.ts';
import { deliveryRepository, type FailedDelivery } from './deliveryRepository.ts';
import { nextDeliveryAttempt } from './retrySchedule.ts';
import { submissionEvent, webhookHeaders, webhookSignature } from './webhookSignature.ts';
import type { WebhookSettings } from './webhookSettings.ts';

/**
 * Attempts are counted by the delivery's retry window, not by the jobs
 * table: the job may be claimed this many times before the window decides.
 */
const webhookJobMaxAttempts = 1000;

export interface SubmissionWebhookPayload {
  deliveryId: string;
}

export interface SubmissionWebhookOptions {
  db: Database;
  clock: Clock;
  /** Without a URL (and secret) nothing is queued, and a delivery queued by another node fails here. */
  settings: WebhookSettings;
  applicationExport: ApplicationExport;
}

/** A failed attempt: the receiver's HTTP status (never its body), or why there was no answer. */
class DeliveryAttemptError extends Error {
  override name = 'DeliveryAttemptError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/**
 * The submission webhook: `enqueue` runs in the submission's transaction and
 * queues one delivery (the export record of the application as JSON) and its
 * job, so a submission is never recorded without its delivery, nor the other
 * way round. The job POSTs the body, signed, and succeeds on a 2xx answer;
 * anything else is retried with a doubling wait until the retry window is
 * used up, then the delivery is dead (listed by `npm run export --
 * --failed-deliveries`, counted in /metrics) until an operator queues it
 * again. At least once: a receiver may see an attempt twice (its answer was
 * lost) and recognises it by the idempotency key.
 */
export function createSubmissionWebhook(options: SubmissionWebhookOptions) {
  const { db, clock, settings } = options;
  const target = settings.url ? new URL(settings.url) : undefined;
  /** Log lines name the receiver by origin only: its path or query may carry a token. */
  const receiver = target?.origin;

  const attempt = async (body: string, idempotencyKey: string, signal: AbortSignal): Promise<number> => {
    if (!target || !settings.secret) {
      throw new DeliveryAttemptError('SUBMISSION_WEBHOOK_URL is not set on the node that ran this attempt', null);
    }
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    // The attempt's time limit is a timer of its own, cleared when the answer comes: a timeout signal
    // combined with AbortSignal.any is held only weakly, and once garbage collected it never fires
    // (Node 20), which left an attempt to a receiver that never answers waiting for ever.
    const attemptAbort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attemptAbort.abort(new DOMException('The attempt timed out', 'TimeoutError'));
    }, settings.timeoutMs);
    const onShutdown = () => attemptAbort.abort(signal.reason);
    if (signal.aborted) onShutdown();
    else signal.addEventListener('abort', onShutdown, { once: true });
    let response: Response;
    try {
      response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'admissions-platform-webhook',
          [webhookHeaders.event]: submissionEvent,
          [webhookHeaders.timestamp]: timestamp,
          [webhookHeaders.idempotencyKey]: idempotencyKey,
          [webhookHeaders.signature]: webhookSignature(settings.secret, timestamp, body),
        },
        body,
        // A redirect is not followed (the signed body would go to another address): it counts as a failure.
        redirect: 'manual',
        signal: attemptAbort.signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      const reason = timedOut
        ? `no answer within SUBMISSION_WEBHOOK_TIMEOUT_MS=${settings.timeoutMs} ms`
        : `the request failed (${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message})`;
      throw new DeliveryAttemptError(`Delivery to ${receiver}: ${reason}`, null);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onShutdown);
    }
    // The answer's body is never read, kept or logged: only its status counts.
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status >= 300) {
      throw new DeliveryAttemptError(`Delivery to ${receiver}: answered HTTP ${response.status}`, response.status);
    }
    return response.status;
  };

  const payloadOf = (job: { payload: Record<string, unknown> }) => job.payload as unknown as SubmissionWebhookPayload;

  const handler: JobHandler = {
    async run(job, signal, log) {
      const delivery = await deliveryRepository.find(db, payloadOf(job).deliveryId);
      if (!delivery || delivery.status !== 'pending') return;
      try {
        const status = await attempt(delivery.body, delivery.idempotency_key, signal);
        await deliveryRepository.recordAttempt(db, delivery.id, { status, error: null, delivered: true }, clock.now());
        log.info({ deliveryId: delivery.id, status }, 'submission webhook delivered');
      } catch (error) {
        if (signal.aborted) throw error;
        const failure = error instanceof DeliveryAttemptError ? error : new DeliveryAttemptError(String(error), null);
        await deliveryRepository.recordAttempt(
          db,
          delivery.id,
          { status: failure.status, error: failure.message, delivered: false },
          clock.now(),
        );
        throw failure;
      }
    },
    async retryAt(job, now) {
      const delivery = await deliveryRepository.find(db, payloadOf(job).deliveryId);
      if (!delivery) return undefined;
      return nextDeliveryAttempt(new Date(delivery.first_queued_at), delivery.attempts, now, settings);
    },
    async giveUp(job, reason, _abandoned, log) {
      const { deliveryId } = payloadOf(job);
      log.warn({ deliveryId, reason }, 'submission webhook delivery is dead (retry window used up)');
      await deliveryRepository.markDead(db, deliveryId, reason, clock.now());
    },
  };

  return {
    /** Whether submissions are delivered (SUBMISSION_WEBHOOK_URL is set). */
    enabled: target !== undefined,
    /** The receiver's origin, for the start-up log. */
    receiver,
    handler,

    /** In the submission's transaction: the delivery and its job. */
    async enqueue(tx: Queryable, userId: string, now: Date): Promise<void> {
      const [application] = await submittedApplicationRepository.page(tx, { limit: 1, userIds: [userId] });
      if (!application) throw new Error(`No submitted application for user ${userId}`);
      const body = JSON.stringify(options.applicationExport.record(application));
      const deliveryId = await deliveryRepository.create(tx, userId, randomUUID(), body, now);
      await jobRepository.enqueue(tx, submissionWebhookJob, { deliveryId }, now, webhookJobMaxAttempts);
    },
  };
}

export type SubmissionWebhook = ReturnType<typeof createSubmissionWebhook>;

/** Dead deliveries and queueing them again, with or without the webhook configured on this process. */
export const failedDeliveries = {
  list: (db: Queryable, after: string | undefined, limit: number): Promise<FailedDelivery[]> =>
    deliveryRepository.listDead(db, after, limit),
  async revive(db: Database, clock: Clock, ids: readonly string[] | 'all'): Promise<number> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const revived = await deliveryRepository.revive(tx, ids, now);
      for (const deliveryId of revived) {
        await jobRepository.enqueue(tx, submissionWebhookJob, { deliveryId }, now, webhookJobMaxAttempts);
      }
      return revived.length;
    });
  },
};
