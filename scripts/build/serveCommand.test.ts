import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveArguments, serveCommandLine, serveEnvironment } from './serveCommand.ts';

const repositoryRoot = join(import.meta.dirname, '../..');
const read = (path: string): string => readFileSync(join(repositoryRoot, path), 'utf8');

// The benchmarks start the server from serveCommand.ts: the command production runs must say the same.
describe('the command that starts the compiled server', () => {
  it('is what npm run serve runs', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toBe(serveCommandLine());
    expect(scripts.start).toContain('npm run serve');
  });

  it('is what the systemd unit in docs/deployment.md runs', () => {
    const unit = /```ini\n# \/etc\/systemd\/system\/admissions\.service[\s\S]*?```/.exec(
      read('docs/deployment.md'),
    )?.[0];
    expect(unit).toBeDefined();
    for (const [name, value] of Object.entries(serveEnvironment)) {
      expect(unit).toContain(`\nEnvironment=${name}=${value}\n`);
    }
    expect(unit).toContain(`\nExecStart=/usr/bin/node ${serveArguments.join(' ')}\n`);
  });
});
