import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobHandler } from '../jobs/createJobWorker.ts';
import { checklistCompleteMailJob } from '../jobs/jobKinds.ts';
import { checklistCompleteMailHandler } from './checklistCompleteMailHandler.ts';
import { createChecklistService, type ChecklistService } from './checklistService.ts';
import type { ChecklistSignals } from './checklistSignals.ts';
import { recommendationSignals } from '../recommendations/recommendationSignals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    checklist: ChecklistService & {
      /** Sends the "checklist complete" mail (a job of the outbound lane). */
      mailHandler: JobHandler;
    };
  }
}

/**
 * The tenant's checklist after submission: the service the status page, the
 * document pipeline (uploads against an item), the staff view and the admin
 * operations use. `signals` tell it what other features know (a
 * recommendation received).
 */
export const checklistPlugin = fp(
  async (app: FastifyInstance, options: { signals?: ChecklistSignals }) => {
    const service = createChecklistService({
      db: app.db,
      clock: app.clock,
      bundle: app.tenant.bundle,
      signals: options.signals ?? recommendationSignals(app.db),
      // The worker exists once the documents plugin ran; a queued mail is claimed at the next poll otherwise.
      notifyWorker: () =>
        app.hasDecorator('documents') ? app.documents.worker.notify(checklistCompleteMailJob) : undefined,
    });
    const mailHandler = checklistCompleteMailHandler({
      db: app.db,
      mailer: app.mailer,
      checklist: service,
      institutionName: app.tenant.bundle.config.branding.shortName,
      publicOrigin: app.serverConfig.publicOrigin,
    });
    app.decorate('checklist', { ...service, mailHandler });
  },
  { name: 'checklist', dependencies: ['core', 'tenant', 'mail'] },
);
