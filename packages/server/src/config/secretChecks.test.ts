import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secretValueProblem, signingSecretFileProblem } from './secretChecks.ts';

describe('secret checks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-checks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, content: string, mode = 0o600) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    chmodSync(path, mode);
    return path;
  };
  const problemOf = (path: string) => signingSecretFileProblem(path, 'SETTING');

  it('accepts the signing secret file the server writes, and a missing one (it is created)', () => {
    expect(problemOf(file('good', 'ab'.repeat(32)))).toBeUndefined();
    expect(problemOf(file('newline', `${'AB'.repeat(32)}\n`))).toBeUndefined();
    expect(problemOf(join(dir, 'missing'))).toBeUndefined();
    expect(problemOf(join(dir, 'good', 'below-a-file'))).toBeUndefined();
  });

  it('refuses an empty, malformed or too open file, naming it and never quoting it', () => {
    expect(problemOf(file('empty', ''))).toMatch(/^SETTING is empty: delete it/);
    expect(problemOf(file('blank', '  \n'))).toMatch(/^SETTING is empty/);
    for (const content of ['zz'.repeat(32), 'ab'.repeat(31), 'ab'.repeat(33), `${'ab'.repeat(32)} x`]) {
      const problem = problemOf(file('bad', content));
      expect(problem).toMatch(/^SETTING must hold 64 hexadecimal characters/);
      expect(problem).not.toContain(content);
    }
    expect(problemOf(file('open', 'ab'.repeat(32), 0o644))).toBe(
      "SETTING must be readable by the server's user only (chmod 600), its mode is 644",
    );
  });

  it('refuses control characters in any secret, spaces in header tokens, and short values', () => {
    expect(secretValueProblem('X', 'line\nbreak')).toBe('X contains control characters (value not shown)');
    expect(secretValueProblem('X', 'has space', { token: true })).toMatch(/^X must be printable ASCII without spaces/);
    expect(secretValueProblem('X', 'ünïcode', { token: true })).toMatch(/^X must be printable ASCII/);
    expect(secretValueProblem('X', 'short', { minLength: 32 })).toBe(
      'X must be at least 32 characters long, got 5 (value not shown)',
    );
    expect(secretValueProblem('X', 'a-passphrase with spaces is fine for an HMAC key')).toBeUndefined();
  });
});
