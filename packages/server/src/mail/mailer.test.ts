import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

describe('the outbox mailer (no SMTP_URL)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes each mail as an .eml file whose names sort in the order the mails were sent, even within a millisecond', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mailer-test-'));
    dirs.push(dataDir);
    const mailer = createMailer({
      smtpUrl: undefined,
      dataDir,
      from: 'Admissions <a@example.edu>',
      log: Fastify().log,
    });
    for (let i = 1; i <= 30; i += 1)
      mailer.dispatch({ to: 'ada@example.com', subject: `Mail ${i}`, text: `Body ${i}` });
    await mailer.idle();
    const outbox = join(dataDir, 'outbox');
    const subjects = readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => /^Subject: (.*)$/m.exec(readFileSync(join(outbox, name), 'utf8'))?.[1]?.trim());
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, i) => `Mail ${i + 1}`));
  });
});
