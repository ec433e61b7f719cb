import type { MessageResponse, SignupRequest } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeUsername } from '../../accounts/emailAddress.ts';
import { missingPasswordRequirements } from '../../accounts/passwordPolicy.ts';
import { hashPassword } from '../../accounts/passwordHasher.ts';
import { issueConfirmationCode } from '../../accounts/issueConfirmationCode.ts';
import { HttpError } from '../../http/httpError.ts';
import { messages } from '../../messages.ts';
import { userRepository } from '../../repositories/userRepository.ts';
import { errorResponses, formString, messageResponse } from '../schemas.ts';

/**
 * POST /public/signup. The answer is the same whether or not the address
 * already has an account; only the mail differs (a confirmation code, or a
 * notice offering login and password reset).
 */
export async function signupRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SignupRequest; Reply: MessageResponse }>(
    '/public/signup',
    {
      schema: {
        summary: 'Create an account; a confirmation code is mailed',
        tags: ['accounts'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'password'],
          properties: { username: formString, password: formString },
        },
        response: { 200: messageResponse, ...errorResponses() },
      },
    },
    async (request) => {
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.emailInvalid);
      const missing = missingPasswordRequirements(request.body.password);
      if (missing.length > 0) throw new HttpError(400, messages.passwordPolicy(missing));
      await app.rateLimiter.hit('signup', { account: username, address: request.ip });
      // Hashed whether or not the account exists, so both answers take as long.
      const passwordHash = await hashPassword(request.body.password);
      const now = app.clock.now();
      const code = await app.db.transaction(async (tx) => {
        const created = await userRepository.create(tx, username, passwordHash, now);
        if (created) return issueConfirmationCode(tx, created.id, now);
        const existing = await userRepository.findByUsername(tx, username);
        if (!existing || existing.confirmed_at) return undefined;
        // Not confirmed yet: the latest signup's password counts, with a fresh code.
        await userRepository.setPasswordHash(tx, existing.id, passwordHash);
        return issueConfirmationCode(tx, existing.id, now);
      });
      app.mailer.dispatch(
        code ? app.accountMails.confirmationCode(username, code) : app.accountMails.signupForExistingAccount(username),
        request.log,
      );
      return { message: messages.signupSent };
    },
  );
}
