import {
  type LoginRequest,
  loginRequestSchema,
  type MessageResponse,
  messageResponseSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeUsername } from './emailAddress.ts';
import { loadLoginCredentials } from './loginCredentials.ts';
import { dummyPasswordHash, verifyPassword } from './passwordHasher.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { logSecurityEvent } from '../security/securityLog.ts';
import { accountService } from './accountService.ts';
import { rateLimitedResponse } from '../http/schemas.ts';

/**
 * POST /public/login. One message for an unknown user and a wrong password,
 * reached through the same steps (one credentials query, one argon2 verify:
 * against a dummy hash when the account has no password); the "not
 * confirmed" message only with the right password.
 *
 * Guessing is limited per browser (device cookies): a browser with a
 * device cookie of this account, from an earlier login, uses its own
 * allowance; all others share the account's, so a stranger who uses that up
 * only slows strangers. A success gives the browser a new device cookie.
 */
export async function loginRoute(app: FastifyInstance): Promise<void> {
  // Computed before the first login, so that one is not slower either.
  await dummyPasswordHash();
  app.post<{ Body: LoginRequest; Reply: MessageResponse }>(
    '/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Log in: starts a new session (HttpOnly cookie plus the JS-readable marker cookie)',
        tags: ['accounts'],
        body: loginRequestSchema,
        response: { 200: messageResponseSchema, 429: rateLimitedResponse },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.loginEmailInvalid);
      const password = request.body.password;
      if (password === '') throw new HttpError(400, messages.passwordRequired);
      const device = await app.accountTrust.trustedDevice(request, username);
      // Counted before the password is checked (so parallel guesses cannot slip past the limit); a success does not count.
      const attempt = await app.rateLimiter.attempt(
        'login',
        device ? { trustedDevice: device.id } : { account: username, address: request.ip },
      );
      const credentials = await loadLoginCredentials(
        app.db,
        username,
        app.accountTrust.signupTokenHash(request),
        app.clock.now(),
      );
      const valid = await verifyPassword(credentials.passwordHash, password);
      if (!valid || credentials.kind === 'none') {
        logSecurityEvent(request, 'login.failure', { account: username });
        throw new HttpError(400, messages.loginIncorrect);
      }
      await attempt.cancel();
      if (credentials.kind === 'pending') {
        // The password of a pending sign-up: this browser has proved it, so its confirmation activates it.
        const browserToken = app.accountTrust.issueSignupToken(reply);
        await accountService.rebindPendingSignup(app.db, credentials.pendingSignupId, browserToken);
        logSecurityEvent(request, 'login.unconfirmed', { account: username });
        throw new HttpError(400, messages.loginUnconfirmed);
      }
      await app.sessions.login(request, reply, credentials.userId);
      await accountService.recordLogin(app.db, credentials.userId, app.clock.now(), request.ip);
      await app.accountTrust.trustBrowser(request, reply, credentials.userId, device);
      logSecurityEvent(request, 'login.success', { account: username });
      return { message: messages.loginSuccess };
    },
  );
}
