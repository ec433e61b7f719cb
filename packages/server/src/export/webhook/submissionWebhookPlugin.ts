import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createApplicationExport } from '../exportRecord.ts';
import { createSubmissionWebhook, type SubmissionWebhook } from './submissionWebhook.ts';
import type { WebhookSettings } from './webhookSettings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The submission webhook: its job handler, and `enqueue` for the submission's transaction when enabled. */
    submissionWebhook: SubmissionWebhook;
  }
}

/**
 * The submission webhook of this node. Its job handler is registered with
 * the job worker whether or not this node has a URL, so a delivery queued
 * elsewhere is tried (and fails, retried, with a clear reason) instead of
 * sitting in the queue unknown.
 */
export const submissionWebhookPlugin = fp(
  async (app: FastifyInstance, options: { settings: WebhookSettings }) => {
    const webhook = createSubmissionWebhook({
      db: app.db,
      clock: app.clock,
      settings: options.settings,
      applicationExport: createApplicationExport(app.tenant.bundle),
    });
    app.decorate('submissionWebhook', webhook);
    if (webhook.enabled) app.log.info({ receiver: webhook.receiver }, 'submission webhook on');
  },
  { name: 'submissionWebhook', dependencies: ['core', 'tenant'] },
);
