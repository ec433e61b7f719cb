import {
  type ForgotPasswordRequest,
  type MessageResponse,
  messageResponseSchema,
  usernameOnlyRequestSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeUsername } from './emailAddress.ts';
import { accountService } from './accountService.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { rateLimitedResponse } from '../http/schemas.ts';

/** POST /public/forgot-password: mails a reset link; the same answer for unknown addresses. */
export async function forgotPasswordRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ForgotPasswordRequest; Reply: MessageResponse }>(
    '/forgot-password',
    {
      schema: {
        operationId: 'forgotPassword',
        summary: 'Mail a password reset link (valid 1 hour, single use)',
        tags: ['accounts'],
        body: usernameOnlyRequestSchema,
        response: { 200: messageResponseSchema, 429: rateLimitedResponse },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.emailInvalid);
      await app.rateLimiter.hit('forgot', { account: username, address: request.ip });
      // Everything about the account happens after the answer is sent, so every address gets the same answer as fast.
      app.background.run('forgot-password', reply, async () => {
        const { publicOrigin } = app.serverConfig;
        const issued = await accountService.passwordResetLink(app.db, publicOrigin, username, app.clock.now());
        if (issued) await app.mailer.send(app.accountMails.passwordReset(username, issued.link), request.log);
      });
      return { message: messages.forgotSent };
    },
  );
}
