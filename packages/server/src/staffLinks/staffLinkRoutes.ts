import type { FastifyInstance } from 'fastify';
import { serviceDocumentRoute } from './serviceDocumentRoute.ts';
import { serviceViewRoute } from './serviceViewRoute.ts';
import { staffRecommendationLetterRoute } from '../recommendations/staffRecommendationLetterRoute.ts';

/** The read-only staff view (registered under /service); each call carries its staff link's `service_token`. */
export async function staffLinkRoutes(app: FastifyInstance): Promise<void> {
  await serviceViewRoute(app);
  await serviceDocumentRoute(app);
  await staffRecommendationLetterRoute(app);
}
