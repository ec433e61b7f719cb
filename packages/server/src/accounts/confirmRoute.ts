import {
  confirmationCodePattern,
  type ConfirmRequest,
  confirmRequestSchema,
  limits,
  type MessageResponse,
  messageResponseSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeUsername } from './emailAddress.ts';
import { confirmAccount } from './confirmAccount.ts';
import { issuePasswordResetLink } from './passwordResetLink.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { logSecurityEvent } from '../security/securityLog.ts';
import { accountService } from './accountService.ts';
import { rateLimitedResponse } from '../http/schemas.ts';

/**
 * POST /public/confirm: a 6-digit code, valid 24 h, single use. The code
 * proves the mailbox; the browser's sign-up cookie says which password was
 * chosen by the person confirming. Without one (another browser) the account
 * is confirmed with no password, and a link to choose one is mailed.
 *
 * Guessing: the browser that made a pending sign-up has that sign-up's own
 * allowance; every other browser shares the account's (and its address's).
 * Wrong codes never kill the code, so a stranger cannot end the owner's
 * confirmation.
 */
export async function confirmRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ConfirmRequest; Reply: MessageResponse }>(
    '/confirm',
    {
      schema: {
        operationId: 'confirm',
        summary: `Confirm an account with the mailed ${limits.confirmationCodeLength}-digit code`,
        tags: ['accounts'],
        body: confirmRequestSchema,
        response: { 200: messageResponseSchema, 429: rateLimitedResponse },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.emailInvalid);
      const code = request.body.code.trim();
      if (!confirmationCodePattern.test(code)) throw new HttpError(400, messages.codeInvalid);
      const browserTokenHash = app.accountTrust.signupTokenHash(request);
      const signup = browserTokenHash
        ? await accountService.pendingSignupOfBrowser(app.db, username, browserTokenHash, app.clock.now())
        : undefined;
      // Counted before the code is checked (parallel guesses cannot slip past the limit); the right code does not count.
      const attempt = await app.rateLimiter.attempt(
        'confirm',
        signup ? { trustedDevice: signup.id } : { account: username, address: request.ip },
      );
      const outcome = await confirmAccount(app.db, username, code, signup?.id, app.clock.now());
      if (outcome.kind === 'wrong') {
        logSecurityEvent(request, 'confirm.failure', { account: username });
        throw new HttpError(400, messages.codeWrongOrExpired);
      }
      await attempt.cancel();
      app.accountTrust.clearSignupToken(reply);
      if (outcome.kind === 'withPassword') {
        // This browser chose the password and has read the mail: trust it for logins from now on.
        await app.accountTrust.trustBrowser(request, reply, outcome.userId);
        return { message: messages.confirmed };
      }
      app.background.run('choose-password', reply, async () => {
        const { publicOrigin } = app.serverConfig;
        const link = await issuePasswordResetLink(app.db, publicOrigin, outcome.userId, username, app.clock.now());
        await app.mailer.send(app.accountMails.choosePassword(username, link), request.log);
      });
      return { message: messages.confirmedChoosePassword };
    },
  );
}
