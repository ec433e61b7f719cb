import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads mails the real server wrote to $DATA_DIR/outbox (the embedded mail default). */
function mailsTo(dataDir: string, address: string): string[] {
  const outbox = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(mail));
}

/** Undoes quoted-printable soft line breaks and =XX escapes, enough to read codes and links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitForMatch(dataDir: string, address: string, pattern: RegExp, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(dataDir, address).map(decodeQuotedPrintable);
    for (const mail of mails.reverse()) {
      const match = pattern.exec(mail);
      if (match?.[1]) return match[1];
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The latest 6-digit confirmation code mailed to `address`. */
export function readConfirmationCode(dataDir: string, address: string, timeoutMs = 10_000): Promise<string> {
  return waitForMatch(dataDir, address, /confirmation code is:\s*(\d{6})/i, timeoutMs);
}

/** The latest password reset link mailed to `address`. */
export function readResetLink(dataDir: string, address: string, timeoutMs = 10_000): Promise<string> {
  return waitForMatch(dataDir, address, /(https?:\/\/\S+\/reset\?\S+)/i, timeoutMs);
}

/** The latest recommender link mailed to `address`. */
export function readRecommenderLink(dataDir: string, address: string, timeoutMs = 10_000): Promise<string> {
  return waitForMatch(dataDir, address, /(https?:\/\/\S+\/recommend\?token=\S+)/i, timeoutMs);
}
