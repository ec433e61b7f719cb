import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, uniqueEmail } from './helpers/accounts.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { confirmationCodeIn, parseMail, type ReceivedMail, readOutbox, resetLinkIn } from './helpers/outbox.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

interface Delivered extends ReceivedMail {
  envelopeTo: string[];
}

describe.skipIf(skipDatabaseLeg)(`mail over SMTP (SMTP_URL) on ${testDatabaseKind}`, () => {
  const delivered: Delivered[] = [];
  let smtp: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    // A real SMTP server on loopback that keeps what it receives.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          delivered.push({ ...parseMail(Buffer.concat(chunks).toString('utf8')), envelopeTo });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Mini Admissions <admissions@mini.example>' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const lastTo = async (email: string): Promise<Delivered | undefined> => {
    await server.settle();
    return delivered.filter((mail) => mail.envelopeTo.includes(email)).at(-1);
  };

  it('delivers the confirmation code and the reset link through SMTP, and writes no outbox file', async () => {
    const email = uniqueEmail();
    const client = new ApiClient(server.baseUrl);
    expect((await client.post('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
    const codeMail = await lastTo(email);
    expect(codeMail?.to).toBe(email);
    const code = confirmationCodeIn(codeMail);
    expect((await client.post('/public/confirm', { username: email, code })).status).toBe(200);

    expect((await client.post('/public/forgot-password', { username: email })).status).toBe(200);
    const link = resetLinkIn(await lastTo(email));
    const reset = await client.post('/public/reset-password', {
      username: email,
      password: 'Brand-New-Pass-1',
      confirm_password: 'Brand-New-Pass-1',
      id: link.searchParams.get('id'),
    });
    expect(reset.status).toBe(200);
    expect((await client.post('/public/login', { username: email, password: 'Brand-New-Pass-1' })).status).toBe(200);
    expect(readOutbox(server.dataDir)).toEqual([]);
  });
});
