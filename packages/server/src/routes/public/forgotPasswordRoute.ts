import type { ForgotPasswordRequest, MessageResponse } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeUsername } from '../../accounts/emailAddress.ts';
import { randomToken, sha256 } from '../../accounts/secretTokens.ts';
import { HttpError } from '../../http/httpError.ts';
import { messages } from '../../messages.ts';
import { passwordResetRepository } from '../../repositories/passwordResetRepository.ts';
import { userRepository } from '../../repositories/userRepository.ts';
import { errorResponses, messageResponse, usernameOnlyBody } from '../schemas.ts';

/** A reset link is valid for one hour. */
export const passwordResetLifetimeMs = 60 * 60 * 1000;

/** POST /public/forgot-password: mails a reset link; the same answer for unknown addresses. */
export async function forgotPasswordRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ForgotPasswordRequest; Reply: MessageResponse }>(
    '/public/forgot-password',
    {
      schema: {
        summary: 'Mail a password reset link (valid 1 hour, single use)',
        tags: ['accounts'],
        body: usernameOnlyBody,
        response: { 200: messageResponse, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.emailInvalid);
      await app.rateLimiter.hit('forgot', { account: username, address: request.ip });
      // After the response: an unknown address answers exactly as fast as a known one.
      app.background.run('forgot-password', reply, async () => {
        const user = await userRepository.findByUsername(app.db, username);
        if (!user) return;
        const token = randomToken();
        const now = app.clock.now();
        await passwordResetRepository.create(
          app.db,
          user.id,
          sha256(token),
          now,
          new Date(now.getTime() + passwordResetLifetimeMs),
        );
        const link = `${app.serverConfig.publicOrigin}/reset?username=${encodeURIComponent(username)}&id=${token}`;
        await app.mailer.send(app.accountMails.passwordReset(username, link), request.log);
      });
      return { message: messages.forgotSent };
    },
  );
}
