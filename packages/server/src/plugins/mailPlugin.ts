import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AccountMails, accountMails } from '../mail/accountMails.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    accountMails: AccountMails;
  }
}

/** Mail (SMTP or the outbox) and the account mail texts. buildServer waits for queued mail on close. */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { institutionName: string; mailer?: Mailer }) => {
    const config = app.serverConfig;
    const mailer =
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, log: app.log });
    app.decorate('mailer', mailer);
    app.decorate(
      'accountMails',
      accountMails({ institutionName: options.institutionName, publicOrigin: config.publicOrigin }),
    );
  },
  { name: 'mail', dependencies: ['core'] },
);
