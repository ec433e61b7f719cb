import type { LoginRequest, MessageResponse } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, normalizeUsername } from '../../accounts/emailAddress.ts';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../accounts/passwordHasher.ts';
import { HttpError } from '../../http/httpError.ts';
import { messages } from '../../messages.ts';
import { logSecurityEvent } from '../../security/securityLog.ts';
import { loginHistoryRepository } from '../../repositories/loginHistoryRepository.ts';
import { userRepository } from '../../repositories/userRepository.ts';
import { errorResponses, formString, messageResponse } from '../schemas.ts';

/**
 * POST /public/login. One message for an unknown user and a wrong password
 * (and a dummy argon2 verify, so the timing does not tell them apart); the
 * "not confirmed" message only with the right password.
 */
export async function loginRoute(app: FastifyInstance): Promise<void> {
  await prepareDummyHash();
  app.post<{ Body: LoginRequest; Reply: MessageResponse }>(
    '/public/login',
    {
      schema: {
        summary: 'Log in: starts a new session (HttpOnly cookie plus the JS-readable marker cookie)',
        tags: ['accounts'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'password'],
          properties: { username: formString, password: formString, default_route: formString },
        },
        response: { 200: messageResponse, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.body.username);
      if (!isValidEmail(username)) throw new HttpError(400, messages.loginEmailInvalid);
      const password = request.body.password;
      if (password === '') throw new HttpError(400, messages.passwordRequired);
      const subjects = { account: username, address: request.ip };
      // Counted before the password is checked (so parallel guesses cannot slip past the limit); a success does not count.
      const attempt = await app.rateLimiter.attempt('login', subjects);
      const user = await userRepository.findByUsername(app.db, username);
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
      if (!user || !valid) {
        logSecurityEvent(request, 'login.failure', { account: username });
        throw new HttpError(400, messages.loginIncorrect);
      }
      await attempt.cancel();
      if (!user.confirmed_at) {
        logSecurityEvent(request, 'login.unconfirmed', { account: username });
        throw new HttpError(400, messages.loginUnconfirmed);
      }
      await app.sessions.login(request, reply, user.id);
      await loginHistoryRepository.record(app.db, user.id, app.clock.now(), request.ip);
      logSecurityEvent(request, 'login.success', { account: username });
      return { message: messages.loginSuccess };
    },
  );
}
