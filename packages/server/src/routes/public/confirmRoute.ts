import type { ConfirmRequest, MessageResponse } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeUsername } from '../../accounts/emailAddress.ts';
import { confirmationCodeMaxAttempts } from '../../accounts/issueConfirmationCode.ts';
import { confirmationCodeHash, sameDigest } from '../../accounts/secretTokens.ts';
import { HttpError } from '../../http/httpError.ts';
import { messages } from '../../messages.ts';
import { logSecurityEvent } from '../../security/securityLog.ts';
import { confirmationCodeRepository } from '../../repositories/confirmationCodeRepository.ts';
import { userRepository } from '../../repositories/userRepository.ts';
import { errorResponses, formString, messageResponse } from '../schemas.ts';

type ConfirmOutcome = 'confirmed' | 'wrong' | 'dead';

/** POST /public/confirm: a 6-digit code, valid 24 h, single use, 5 wrong attempts at most. */
export async function confirmRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ConfirmRequest; Reply: MessageResponse }>(
    '/public/confirm',
    {
      schema: {
        summary: 'Confirm an account with the mailed 6-digit code',
        tags: ['accounts'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'code'],
          properties: { username: formString, code: formString },
        },
        response: { 200: messageResponse, ...errorResponses() },
      },
    },
    async (request) => {
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.emailInvalid);
      const code = request.body.code.trim();
      if (!/^\d{6}$/.test(code)) throw new HttpError(400, messages.codeInvalid);
      const subjects = { account: username, address: request.ip };
      // Counted before the code is checked (parallel guesses cannot slip past the limit); the right code does not count.
      const attempt = await app.rateLimiter.attempt('confirm', subjects);
      const now = app.clock.now();
      const outcome = await app.db.transaction(async (tx): Promise<ConfirmOutcome> => {
        const user = await userRepository.findByUsername(tx, username);
        if (!user || user.confirmed_at) return 'wrong';
        const stored = await confirmationCodeRepository.findForUpdate(tx, user.id);
        if (!stored) return 'wrong';
        if (stored.failed_attempts >= confirmationCodeMaxAttempts) return 'dead';
        if (stored.expires_at.getTime() < now.getTime()) return 'wrong';
        if (!sameDigest(stored.code_hash, confirmationCodeHash(user.id, code))) {
          const attempts = await confirmationCodeRepository.recordFailedAttempt(tx, user.id);
          return attempts >= confirmationCodeMaxAttempts ? 'dead' : 'wrong';
        }
        await userRepository.markConfirmed(tx, user.id, now);
        await confirmationCodeRepository.delete(tx, user.id);
        return 'confirmed';
      });
      if (outcome === 'confirmed') {
        await attempt.cancel();
        return { message: messages.confirmed };
      }
      logSecurityEvent(request, 'confirm.failure', { account: username, reason: outcome });
      throw new HttpError(400, outcome === 'dead' ? messages.codeTooManyAttempts : messages.codeWrongOrExpired);
    },
  );
}
