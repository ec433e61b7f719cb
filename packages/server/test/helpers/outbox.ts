import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Decodes a quoted-printable body (what nodemailer uses for long lines). */
export function decodeQuotedPrintable(body: string): string {
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Parses a single-part plain-text RFC 5322 message as nodemailer writes it. */
export function parseMail(source: string, file = ''): ReceivedMail {
  const [head = '', ...rest] = source.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const raw = rest.join('\n\n');
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(raw)
      : encoding === 'base64'
        ? Buffer.from(raw, 'base64').toString('utf8')
        : raw;
  return {
    file,
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: text.replace(/\r\n/g, '\n'),
  };
}

/** Every mail in $DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): ReceivedMail[] {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(readFileSync(join(outbox, name), 'utf8'), name));
}

/** The mails to one address, oldest first. */
export function mailsTo(dataDir: string, address: string): ReceivedMail[] {
  return readOutbox(dataDir).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

export function confirmationCodeIn(mail: ReceivedMail | undefined): string {
  const code = /confirmation code is: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No confirmation code in mail: ${mail?.text ?? '(no mail)'}`);
  return code;
}

export function resetLinkIn(mail: ReceivedMail | undefined): URL {
  const link = /(https?:\/\/\S+\/reset\?\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`No reset link in mail: ${mail?.text ?? '(no mail)'}`);
  return new URL(link);
}
