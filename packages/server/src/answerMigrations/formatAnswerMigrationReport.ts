import type { AnswerMigrationReport } from './runAnswerMigrations.ts';

/** The report of a run (or a dry run) as the operator reads it: one block per step. */
export function formatAnswerMigrationReport(report: AnswerMigrationReport, where: string): string {
  const lines: string[] = [];
  const would = report.dryRun ? 'would ' : '';
  lines.push(
    report.dryRun
      ? `Dry run on ${where}: nothing was written.`
      : `Migrated answers on ${where}: ${report.applications} application(s) in progress in ${report.batches} batch(es).`,
  );
  if (report.steps.length === 0)
    lines.push('No steps to apply (no migrations.json steps, no newly required questions).');
  for (const step of report.steps) {
    lines.push(`Step "${step.id}": ${step.description}${step.note ? ` (${step.note})` : ''}`);
    lines.push(
      `  ${would}change ${step.applications} application(s): ${step.changes} answer(s) changed, ${step.reasked} question(s) asked again`,
    );
    for (const sample of step.samples) lines.push(`    ${sample}`);
  }
  return lines.join('\n');
}
