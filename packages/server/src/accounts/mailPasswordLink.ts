import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { issuePasswordResetLink } from './passwordResetLink.ts';

/** Mails the link to choose a password to an account that was confirmed without one. */
export async function mailPasswordLink(
  app: FastifyInstance,
  userId: string,
  username: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const link = await issuePasswordResetLink(app.db, app.serverConfig.publicOrigin, userId, username, app.clock.now());
  await app.mailer.send(app.accountMails.choosePassword(username, link), log);
}
