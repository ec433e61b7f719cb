import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './accounts/accountRoutes.ts';
import { applicationRoutes } from './applications/applicationRoutes.ts';
import { documentRoutes } from './documents/documentRoutes.ts';
import type { AddressLookupProvider } from './lookup/addressLookupProvider.ts';
import type { LookupAvailability } from './lookup/lookupAvailability.ts';
import { lookupRoutes } from './lookup/lookupRoutes.ts';
import { healthRoutes } from './observability/healthRoutes.ts';
import { pdfRoutes } from './pdf/pdfRoutes.ts';
import { temporaryAnswersRoute } from './prefillLinks/temporaryAnswersRoute.ts';
import { sessionRoutes } from './sessions/sessionRoutes.ts';
import { staffLinkRoutes } from './staffLinks/staffLinkRoutes.ts';
import { uploadRoute } from './uploads/uploadRoute.ts';

export interface FeatureRouteOptions {
  addressLookup: AddressLookupProvider;
  lookupAvailability: LookupAvailability;
}

/**
 * Every HTTP route of the features, registered one way: each feature's one
 * plugin under its URL prefix (its route files use paths relative to it),
 * with the same options (a feature reads the ones it needs).
 * Features that need a logged-in applicant add `app.sessions.authenticate`
 * in their own plugin.
 */
export async function registerFeatureRoutes(app: FastifyInstance, options: FeatureRouteOptions): Promise<void> {
  const features: { prefix: string; plugin: FastifyPluginAsync<FeatureRouteOptions> }[] = [
    { prefix: '', plugin: healthRoutes },
    { prefix: '/public', plugin: accountRoutes },
    { prefix: '/public', plugin: temporaryAnswersRoute },
    { prefix: '/api', plugin: sessionRoutes },
    { prefix: '/api', plugin: applicationRoutes },
    { prefix: '/api', plugin: documentRoutes },
    { prefix: '/api/pdf', plugin: pdfRoutes },
    { prefix: '/uploads', plugin: uploadRoute },
    { prefix: '/service', plugin: staffLinkRoutes },
    { prefix: '/lookup', plugin: lookupRoutes },
  ];
  for (const { prefix, plugin } of features) await app.register(plugin, { ...options, prefix });
}
