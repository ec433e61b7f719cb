import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { createTransport, Transporter } from 'nodemailer';
import { ownerOnlyDirectory } from '../security/ownerOnlyFiles.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Sends now; rejects when the transport fails. `log` (the request's, so its
   * lines carry the request id) gets the outbox line; the mailer's own by default.
   */
  send(mail: OutgoingMail, log?: FastifyBaseLogger): Promise<void>;
  /**
   * Sends in the background and logs a failure. Account flows use it so that
   * the response time does not depend on whether a mail was sent (no account
   * enumeration through timing).
   */
  dispatch(mail: OutgoingMail, log?: FastifyBaseLogger): void;
  /** Resolves when every dispatched mail has been handed over (used on shutdown and in tests). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is
 * written as an RFC 5322 `.eml` file to `$DATA_DIR/outbox/` (the embedded
 * default) and a log line names the file.
 */
export function createMailer(options: MailerOptions): Mailer {
  const send = options.smtpUrl ? smtpSender(options.smtpUrl, options.from) : outboxSender(options);
  const pending = new Set<Promise<void>>();
  return {
    send: (mail, log = options.log) => send(mail, log),
    dispatch(mail, log = options.log) {
      const sending = send(mail, log)
        .catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'sending mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

type Send = (mail: OutgoingMail, log: FastifyBaseLogger) => Promise<void>;

/**
 * A nodemailer transport made on first use: nodemailer is loaded by the first mail, not at start
 * (a node may run for long without sending one).
 */
function lazyTransport(options: Parameters<typeof createTransport>[0]): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(options)));
}

function smtpSender(smtpUrl: string, from: string): Send {
  const transport = lazyTransport(smtpUrl);
  return async (mail) => {
    await (await transport()).sendMail({ from, ...mail });
  };
}

function outboxSender(options: MailerOptions): Send {
  const outbox = join(options.dataDir, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  // Names sort in the order mails were sent, even several in one millisecond
  // (the time, then a per-process sequence number), so "the latest mail" is well defined.
  let sequence = 0;
  return async (mail, log) => {
    sequence += 1;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(8, '0')}-${randomBytes(4).toString('hex')}.eml`;
    const info = await (await transport()).sendMail({ from: options.from, ...mail });
    // The mails carry confirmation codes and reset links: the outbox is the server's alone.
    ownerOnlyDirectory(outbox);
    const file = join(outbox, name);
    // Written under a temporary name and renamed, so a reader never sees half a message.
    writeFileSync(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
    log.info({ mailFile: file }, `mail "${mail.subject}" written to ${file}`);
  };
}
