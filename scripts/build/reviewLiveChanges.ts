// `npm run build` (its last step): the change review of config-lint --against, on the database the
// server would run on. Like the build's tenant check it warns and never fails the build: the one place
// a change is refused is the server's start (exit 78, the same lines).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findTenantDirs } from '../configLint/findTenantDirs.ts';
import { reviewAgainstLive } from '../configLint/reviewAgainstLive.ts';

const repositoryRoot = resolve(import.meta.dirname, '../..');
const folders = findTenantDirs(repositoryRoot).map((dir) => join(repositoryRoot, dir));
const dataDir = process.env.DATA_DIR;
const targets = [
  ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : []),
  ...(dataDir && existsSync(join(dataDir, 'db')) ? [resolve(dataDir)] : []),
];

let reviewed = false;
for (const target of targets) {
  const lines: string[] = [];
  try {
    const outcome = await reviewAgainstLive(
      target,
      folders,
      { stdout: (line) => lines.push(line) },
      { onlyLive: true },
    );
    for (const line of lines) console.warn(line);
    if (outcome.errors > 0) {
      console.warn(
        `${outcome.errors} change(s) would orphan saved answers: the server will not start on this database ` +
          'until migrations.json covers them (listed above). The app is built.',
      );
    }
    reviewed = true;
    break;
  } catch (error) {
    console.warn(`Live change review: cannot read the live versions (${(error as Error).message}).`);
  }
}
if (!reviewed) {
  console.log(
    'Live change review skipped: no database reachable (DATABASE_URL) and no DATA_DIR with a database. ' +
      'Run npm run config-lint -- --against <DATA_DIR or DATABASE_URL> before a deployment.',
  );
}
