import { chmodSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { converterPath, convertWithLibreOffice } from './libreOfficeConverter.ts';
import { detectNetworkIsolation } from './networkIsolation.ts';

/**
 * A stand-in for soffice: a shell script that writes down the environment and
 * the network namespace it runs in, then "converts" by copying a PDF to the
 * output directory as soffice would.
 */
function fakeSoffice(dir: string): string {
  const script = join(dir, 'soffice');
  writeFileSync(join(dir, 'converted.pdf'), '%PDF-1.4 fake');
  writeFileSync(
    script,
    [
      '#!/bin/sh',
      `env > "${dir}/env.txt"`,
      `readlink /proc/self/ns/net > "${dir}/netns.txt"`,
      'out=""',
      'while [ $# -gt 0 ]; do if [ "$1" = "--outdir" ]; then shift; out="$1"; fi; shift; done',
      `cp "${dir}/converted.pdf" "$out/document.pdf"`,
      '',
    ].join('\n'),
  );
  chmodSync(script, 0o755);
  return script;
}

const serverSecrets = {
  UPLOAD_SIGNING_SECRET: 'upload-signing-secret-of-the-server-0123456789',
  DATABASE_URL: 'postgres://app:database-password-4711@db.internal/apply',
  AWS_SECRET_ACCESS_KEY: 'aws-secret-access-key-0815',
  METRICS_TOKEN: 'metrics-token-of-the-server-424242',
};

describe('LibreOffice conversion', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fake-soffice-'));
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [name, value] of Object.entries(serverSecrets)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives soffice only HOME and TMPDIR in its own temp directory and a PATH, none of the server secrets', async () => {
    const soffice = fakeSoffice(dir);
    const pdf = await convertWithLibreOffice(soffice, new Uint8Array([1, 2, 3]), 30_000, new AbortController().signal);
    expect(Buffer.from(pdf).toString()).toBe('%PDF-1.4 fake');
    const dumped = readFileSync(join(dir, 'env.txt'), 'utf8');
    for (const secret of Object.values(serverSecrets)) expect(dumped).not.toContain(secret);
    const env = Object.fromEntries(
      dumped
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    // What the shell itself adds (PWD, SHLVL, _) aside, only what the converter was given.
    const given = Object.keys(env).filter((name) => !['PWD', 'OLDPWD', 'SHLVL', '_'].includes(name));
    expect(given.sort()).toEqual(['HOME', 'PATH', 'TMPDIR']);
    expect(env.PATH).toBe(converterPath);
    expect(env.HOME).toBe(env.TMPDIR);
    expect(env.HOME).toMatch(new RegExp(`^${tmpdir()}/docx-convert-`));
    expect(env.HOME).not.toBe(process.env.HOME);
  });

  const isolation = detectNetworkIsolation();
  it.runIf(isolation !== undefined)(
    'runs soffice in a network namespace of its own where the platform allows',
    async () => {
      const soffice = fakeSoffice(dir);
      await convertWithLibreOffice(soffice, new Uint8Array([1]), 30_000, new AbortController().signal, {
        networkIsolation: isolation!,
      });
      const converterNamespace = readFileSync(join(dir, 'netns.txt'), 'utf8').trim();
      expect(converterNamespace).toMatch(/^net:\[\d+\]$/);
      expect(converterNamespace).not.toBe(readlinkSync('/proc/self/ns/net'));
    },
  );
});
