import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type RouteAccess, withInfrastructureResponses } from './http/infrastructureResponses.ts';
import { accountRoutes } from './accounts/accountRoutes.ts';
import { applicationRoutes } from './applications/applicationRoutes.ts';
import { checklistRoutes } from './checklist/checklistRoutes.ts';
import { documentRoutes } from './documents/documentRoutes.ts';
import type { AddressLookupProvider } from './lookup/addressLookupProvider.ts';
import type { LookupAvailability } from './lookup/lookupAvailability.ts';
import type { LookupChanges } from './lookup/lookupChanges.ts';
import { lookupRoutes } from './lookup/lookupRoutes.ts';
import { healthRoutes } from './observability/healthRoutes.ts';
import { pdfRoutes } from './pdf/pdfRoutes.ts';
import { recommendationRoutes } from './recommendations/recommendationRoutes.ts';
import { recommenderRoutes } from './recommendations/recommenderRoutes.ts';
import { robotsRoute } from './robots/robotsRoute.ts';
import { temporaryAnswersRoute } from './prefillLinks/temporaryAnswersRoute.ts';
import { sessionRoutes } from './sessions/sessionRoutes.ts';
import { staffLinkRoutes } from './staffLinks/staffLinkRoutes.ts';
import { uploadRoute } from './uploads/uploadRoute.ts';

export interface FeatureRouteOptions {
  addressLookup: AddressLookupProvider;
  lookupAvailability: LookupAvailability;
  lookupChanges: LookupChanges;
}

/**
 * Every HTTP route of the features, registered one way: each feature's one
 * plugin under its URL prefix (its route files use paths relative to it),
 * with the same options (a feature reads the ones it needs). Its access
 * says who may call it: for 'session' the session check runs before every
 * route (handlers read it with `requireSession`); it also gives each route's
 * OpenAPI security and the statuses the infrastructure plugins may answer.
 */
export async function registerFeatureRoutes(app: FastifyInstance, options: FeatureRouteOptions): Promise<void> {
  const features: { prefix: string; access: RouteAccess; plugin: FastifyPluginAsync<FeatureRouteOptions> }[] = [
    { prefix: '', access: 'public', plugin: healthRoutes },
    { prefix: '', access: 'public', plugin: robotsRoute },
    { prefix: '/public', access: 'public', plugin: accountRoutes },
    { prefix: '/public', access: 'public', plugin: temporaryAnswersRoute },
    // Logout works without a session; keep-alive checks it itself.
    { prefix: '/api', access: 'public', plugin: sessionRoutes },
    { prefix: '/api', access: 'session', plugin: applicationRoutes },
    { prefix: '/api', access: 'session', plugin: documentRoutes },
    { prefix: '/api', access: 'session', plugin: checklistRoutes },
    { prefix: '/api/pdf', access: 'session', plugin: pdfRoutes },
    { prefix: '/api', access: 'session', plugin: recommendationRoutes },
    // A recommender has no account: the link's token is the only credential.
    { prefix: '/public', access: 'public', plugin: recommenderRoutes },
    // The signed upload policy is the upload's protection.
    { prefix: '/uploads', access: 'public', plugin: uploadRoute },
    { prefix: '/service', access: 'staffLink', plugin: staffLinkRoutes },
    { prefix: '/lookup', access: 'public', plugin: lookupRoutes },
  ];
  for (const { prefix, access, plugin } of features) {
    await app.register(
      async (feature) => {
        if (access === 'session') feature.addHook('onRequest', feature.sessions.authenticate);
        feature.addHook('onRoute', (route) => withInfrastructureResponses(route, access));
        await feature.register(plugin, options);
      },
      { prefix },
    );
  }
}
