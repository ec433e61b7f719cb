import {
  type MessageResponse,
  messageResponseSchema,
  type ResendConfirmRequest,
  usernameOnlyRequestSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeUsername } from './emailAddress.ts';
import { accountService } from './accountService.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { rateLimitedResponse } from '../http/schemas.ts';

/** POST /public/resend-confirm: the same answer for every address (no enumeration). */
export async function resendConfirmRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ResendConfirmRequest; Reply: MessageResponse }>(
    '/resend-confirm',
    {
      schema: {
        operationId: 'resendConfirm',
        summary: 'Mail a new confirmation code',
        tags: ['accounts'],
        body: usernameOnlyRequestSchema,
        response: { 200: messageResponseSchema, 429: rateLimitedResponse },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.resendEmailInvalid);
      await app.rateLimiter.hit('resend', { account: username, address: request.ip });
      // Everything about the account happens after the answer is sent, so every address gets the same answer as fast.
      app.background.run('resend-confirm', reply, async () => {
        const mail = await accountService.resendMail(app.db, app.accountMails, username, app.clock.now());
        if (mail) await app.mailer.send(mail, request.log);
      });
      return { message: messages.resendSent };
    },
  );
}
