/**
 * CI check: `npm audit --omit=dev` must show no high or critical advisory
 * for the production dependencies. Exit codes: 0 clean (or the audit
 * endpoint unreachable: a loud warning, so CI is not red for a network
 * reason), 1 high/critical findings, 2 npm audit failed in another way.
 *
 *   npx tsx scripts/audit/checkAudit.ts
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { auditVerdict } from './auditVerdict.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: repositoryRoot,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  timeout: 120_000,
});
const verdict = auditVerdict(run.stdout ?? '');

switch (verdict.kind) {
  case 'clean': {
    const { info, low, moderate } = verdict.counts;
    console.log(`npm audit --omit=dev: no high or critical advisory (moderate ${moderate}, low ${low}, info ${info}).`);
    process.exit(0);
    break;
  }
  case 'vulnerable': {
    console.error(
      `npm audit --omit=dev: ${verdict.counts.critical} critical and ${verdict.counts.high} high advisories:`,
    );
    for (const finding of verdict.findings) {
      console.error(
        `  ${finding.severity.toUpperCase()} ${finding.name}${finding.fixAvailable ? ' (fix available)' : ''}`,
      );
      for (const via of finding.via) console.error(`    ${via}`);
    }
    process.exit(1);
    break;
  }
  case 'unreachable': {
    const line = '!'.repeat(78);
    console.warn(
      [
        line,
        '!! WARNING: npm audit could not reach the registry audit endpoint.',
        `!! ${verdict.reason}`,
        '!! The production dependencies were NOT checked for advisories in this run.',
        '!! Run `npx tsx scripts/audit/checkAudit.ts` where the registry is reachable.',
        line,
      ].join('\n'),
    );
    process.exit(0);
    break;
  }
  case 'unreadable':
    console.error(`npm audit --omit=dev failed: ${verdict.reason}\n${run.stderr ?? ''}`);
    process.exit(2);
}
