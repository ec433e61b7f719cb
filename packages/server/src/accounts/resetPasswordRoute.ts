import {
  type MessageResponse,
  messageResponseSchema,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { accountService } from './accountService.ts';
import { isValidEmail, normalizeUsername } from './emailAddress.ts';
import { hashPassword } from './passwordHasher.ts';
import { missingPasswordRequirements } from './passwordPolicy.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { logSecurityEvent } from '../security/securityLog.ts';
import { rateLimitedResponse } from '../http/schemas.ts';

/**
 * POST /public/reset-password: with a valid link id, sets the new password,
 * uses up the link (and any other open one), confirms the account (the link
 * proves the mailbox), drops its pending sign-ups and confirmation code (no
 * other password can be activated later), ends every session and forgets
 * every trusted device of the user; the browser that reset it is trusted.
 */
export async function resetPasswordRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ResetPasswordRequest; Reply: MessageResponse }>(
    '/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with the mailed reset link id; ends all sessions',
        tags: ['accounts'],
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, 429: rateLimitedResponse },
      },
    },
    async (request, reply) => {
      const { password, confirm_password: confirmPassword, id } = request.body;
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.emailInvalid);
      const missing = missingPasswordRequirements(password);
      if (missing.length > 0) throw new HttpError(400, messages.passwordPolicy(missing));
      if (password !== confirmPassword) throw new HttpError(400, messages.passwordsMustMatch);
      const subjects = { account: username, address: request.ip };
      // Counted before the link is checked (parallel guesses cannot slip past the limit); a valid link does not count.
      const attempt = await app.rateLimiter.attempt('reset', subjects);
      const passwordHash = await hashPassword(password);
      const now = app.clock.now();
      const userId = await accountService.resetPassword(app.db, { username, linkId: id, passwordHash, now });
      if (!userId) {
        logSecurityEvent(request, 'reset.failure', { account: username });
        throw new HttpError(400, messages.resetIdInvalid);
      }
      await attempt.cancel();
      app.accountTrust.clearSignupToken(reply);
      await app.accountTrust.trustBrowser(request, reply, userId);
      logSecurityEvent(request, 'reset.success', { account: username });
      return { message: messages.resetDone };
    },
  );
}
