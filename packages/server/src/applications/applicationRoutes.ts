import type { FastifyInstance } from 'fastify';
import { addAnotherRoute } from './addAnotherRoute.ts';
import { answerRoute } from './answerRoute.ts';
import { lastPageRoute } from './lastPageRoute.ts';
import { profileRoute } from './profileRoute.ts';
import { submitRoute } from './submitRoute.ts';
import { tabsRoute } from './tabsRoute.ts';
import { validationsRoute } from './validationsRoute.ts';
import { webStatusRoute } from './webStatusRoute.ts';

/** The applicant's own application (registered under /api); every route needs a live session. */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  for (const route of [
    profileRoute,
    answerRoute,
    lastPageRoute,
    webStatusRoute,
    validationsRoute,
    submitRoute,
    addAnotherRoute,
    tabsRoute,
  ]) {
    await route(app);
  }
}
