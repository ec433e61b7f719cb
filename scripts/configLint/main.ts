// `npm run config-lint [-- [--json] [tenants/<name>]]`: see runConfigLint.ts.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runConfigLint } from './runConfigLint.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

process.exitCode = await runConfigLint(process.argv.slice(2), {
  rootDir: repoRoot,
  // npm runs scripts from the package root; INIT_CWD is where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
});
