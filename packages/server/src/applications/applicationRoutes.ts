import type { FastifyInstance } from 'fastify';
import { refuseStaffToken } from '../sessions/refuseStaffToken.ts';
import { addAnotherRoute } from './addAnotherRoute.ts';
import { answerRoute } from './answerRoute.ts';
import { keepAliveRoute } from '../sessions/keepAliveRoute.ts';
import { lastPageRoute } from './lastPageRoute.ts';
import { logoutRoute } from '../sessions/logoutRoute.ts';
import { profileRoute } from './profileRoute.ts';
import { submitRoute } from './submitRoute.ts';
import { tabsRoute } from './tabsRoute.ts';
import { validationsRoute } from './validationsRoute.ts';
import { webStatusRoute } from './webStatusRoute.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** /api route that also answers without a live session (logout). */
    sessionOptional?: boolean;
  }
}

/** /api/*: the applicant's own data; every route needs a live session (the autohook below). */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.sessionOptional) {
      // Logout works without a session, but not with a staff link (which grants nothing here).
      refuseStaffToken(request);
      return;
    }
    await app.sessions.requireSession(request, reply);
  });
  for (const route of [
    profileRoute,
    answerRoute,
    lastPageRoute,
    webStatusRoute,
    validationsRoute,
    submitRoute,
    addAnotherRoute,
    tabsRoute,
    logoutRoute,
    keepAliveRoute,
  ]) {
    await route(app);
  }
}
