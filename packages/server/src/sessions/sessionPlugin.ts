import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import {
  clearSessionCookies,
  type SessionCookieSettings,
  sessionCookieName,
  setSessionCookies,
} from './sessionCookies.ts';
import { refuseStaffToken } from './refuseStaffToken.ts';
import { endSession, resolveSession, type SessionInfo, startSession } from './sessionStore.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `sessions.authenticate`; route handlers read it through `requireSession(request)`. */
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    sessions: {
      /** onRequest hook of the features that need a logged-in applicant: 401 (and cleared cookies) without a live session. */
      authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Starts a new session (rotating away any session the request carried) and sets both cookies. */
      login(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
      /** Ends the request's session, if any, and clears both cookies. */
      logout(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** The request's live session, if it has one (for a page request: nothing is answered or cleared). */
      find(request: FastifyRequest): Promise<SessionInfo | undefined>;
    };
  }
}

/**
 * Cookie sessions: the id lives only in an HttpOnly cookie and is stored hashed (a database leak gives no live
 * session); a session ends after the idle timeout or at its absolute lifetime, whichever comes first.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { markerPrefix: string }) => {
    await app.register(cookie);
    const settings: SessionCookieSettings = {
      secure: app.serverConfig.cookieSecure,
      markerPrefix: options.markerPrefix,
    };
    const cookieName = sessionCookieName(settings);
    app.decorateRequest('session', null);
    app.decorate('sessions', {
      async authenticate(request: FastifyRequest, reply: FastifyReply) {
        refuseStaffToken(request);
        const session = await resolveSession(app.db, app.clock, request.cookies[cookieName]);
        if (!session) {
          clearSessionCookies(reply, settings);
          throw new HttpError(401, messages.sessionInvalid);
        }
        request.session = session;
      },
      async login(request: FastifyRequest, reply: FastifyReply, userId: string) {
        await endSession(app.db, request.cookies[cookieName]);
        const sessionId = await startSession(app.db, app.clock, userId, request.ip);
        setSessionCookies(reply, settings, sessionId);
      },
      async logout(request: FastifyRequest, reply: FastifyReply) {
        await endSession(app.db, request.cookies[cookieName]);
        clearSessionCookies(reply, settings);
      },
      find: (request: FastifyRequest) => resolveSession(app.db, app.clock, request.cookies[cookieName]),
    });
  },
  { name: 'sessions', dependencies: ['core'] },
);
