import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLetterDocuments } from './createLetterDocuments.ts';
import { loadRecommenderForm, type RecommenderForm } from './loadRecommenderForm.ts';
import { recommendationMails } from './recommendationMails.ts';
import { createRecommendationService, type RecommendationService } from './recommendationService.ts';
import { readRecommendationSettings } from './recommendationSettings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recommendations by link (the tenant's recommendations.json; no kinds when it has none). */
    recommendations: RecommendationService;
  }
}

/**
 * Reads the tenant's recommendations.json and each kind's recommender form
 * (loaded and checked by form-core's loader; a problem stops the start as
 * the tenant's own do), and makes the service the recommendation routes and
 * the reminder job use.
 */
export const recommendationsPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.serverConfig;
    const folder = join(config.tenantsDir, config.tenant);
    const settings = readRecommendationSettings(folder, app.tenant.answerKeys);
    const forms = new Map<string, RecommenderForm>();
    for (const kind of settings.kinds) forms.set(kind.kind, loadRecommenderForm(folder, app.tenant.name, kind.form));
    const letterKeys = new Set(
      [...forms.values()].flatMap((form) =>
        Object.entries(form.bundle.dataModel.keys)
          .filter(([, entry]) => entry.type === 'document')
          .map(([key]) => key),
      ),
    );
    app.decorate(
      'recommendations',
      createRecommendationService({
        db: app.db,
        clock: app.clock,
        mailer: app.mailer,
        mails: recommendationMails({
          institutionName: app.tenant.bundle.config.branding.institutionName,
          publicOrigin: config.publicOrigin,
        }),
        tenant: app.tenant,
        settings,
        forms,
        publicOrigin: config.publicOrigin,
        letters: createLetterDocuments(app, letterKeys),
        notifyWorker: (kind) => app.documents.worker.notify(kind),
        // A recommendation may complete the applicant's checklist (its mail goes once).
        onReceived: (tx, userId) => app.checklist.noteProgress(tx, userId),
      }),
    );
  },
  { name: 'recommendations', dependencies: ['core', 'mail', 'tenant', 'checklist'] },
);
