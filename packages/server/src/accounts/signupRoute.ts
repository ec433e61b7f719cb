import {
  type MessageResponse,
  messageResponseSchema,
  type SignupRequest,
  signupRequestSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { accountService } from './accountService.ts';
import { pendingSignupLifetimeMs } from './accountCookies.ts';
import { isValidEmail, normalizeUsername } from './emailAddress.ts';
import { hashPassword } from './passwordHasher.ts';
import { missingPasswordRequirements } from './passwordPolicy.ts';
import { sha256 } from './secretTokens.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { rateLimitedResponse } from '../http/schemas.ts';

/**
 * POST /public/signup. The answer is the same whatever the address's state,
 * and is sent before anything about the account is looked at: the password
 * is hashed and the browser gets a fresh sign-up cookie in every case.
 *
 * Afterwards, a confirmed account gets a notice by mail. Otherwise the
 * sign-up is kept as a pending one (its password, and the hash of the
 * browser's cookie) beside any earlier ones, and a new code is mailed. A
 * sign-up never replaces a password: confirming activates only the password
 * of the sign-up made in the confirming browser, so a stranger who signs up
 * with the owner's address never gets in, whichever of the two came first.
 */
export async function signupRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SignupRequest; Reply: MessageResponse }>(
    '/signup',
    {
      schema: {
        operationId: 'signup',
        summary: 'Create an account; a confirmation code is mailed',
        tags: ['accounts'],
        body: signupRequestSchema,
        response: { 200: messageResponseSchema, 429: rateLimitedResponse },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.emailInvalid);
      const missing = missingPasswordRequirements(request.body.password);
      if (missing.length > 0) throw new HttpError(400, messages.passwordPolicy(missing));
      await app.rateLimiter.hit('signup', { account: username, address: request.ip });
      const passwordHash = await hashPassword(request.body.password);
      const browserTokenHash = sha256(app.accountTrust.issueSignupToken(reply));
      app.background.run('signup', reply, async () => {
        const now = app.clock.now();
        const mail = await accountService.recordSignup(app.db, app.accountMails, {
          username,
          passwordHash,
          browserTokenHash,
          now,
          expiresAt: new Date(now.getTime() + pendingSignupLifetimeMs),
        });
        await app.mailer.send(mail, request.log);
      });
      return { message: messages.signupSent };
    },
  );
}
