import type { StudentAnswers } from '@admissions/contracts';
import { applyMigrationStep, type StepOutcome, stepKind, type MigrationStep } from '@admissions/form-core';
import type { Database, Queryable } from '../db/database.ts';
import { type AnswerMigrationPlan, requiredStepId } from './answerMigrationPlan.ts';
import { answerMigrationRepository, type BatchWrites, type PendingApplication } from './answerMigrationRepository.ts';

/** Applications per batch (one transaction each) unless told otherwise. */
export const defaultAnswerMigrationBatch = 250;

export interface AnswerMigrationOptions {
  /** Applications per transaction (default 250). */
  batchSize?: number;
  /** Compute and report, write nothing. */
  dryRun?: boolean;
  now?: () => Date;
  /** Called after each batch (committed, or computed in a dry run). */
  onBatch?: (progress: { batches: number; applications: number }) => void;
}

/** What one step did (or would do) over the run. */
export interface StepReport {
  id: string;
  /** "rename gre_quant -> gre_quantitative", "re-ask essay (now required)", ... */
  description: string;
  note?: string;
  /** Applications whose answers it changed or whose question it asks again. */
  applications: number;
  /** Stored keys it changed. */
  changes: number;
  /** Questions it asks again. */
  reasked: number;
  /** A few applications, with what changed in each. */
  samples: string[];
}

export interface AnswerMigrationReport {
  dryRun: boolean;
  /** Applications this run applied steps to (or would). */
  applications: number;
  batches: number;
  /** Questions required now that were not at the last complete run. */
  newlyRequired: string[];
  steps: StepReport[];
}

interface RunStep {
  id: string;
  description: string;
  note?: string;
  apply(answers: StudentAnswers): StepOutcome;
}

const sampleLimit = 3;

/** What turns `before` into `after`: the keys to remove and the values to set. */
function difference(before: StudentAnswers, after: StudentAnswers): { removed: string[]; set: StudentAnswers } {
  const removed = Object.keys(before).filter((key) => !Object.hasOwn(after, key));
  const set: StudentAnswers = {};
  for (const [key, value] of Object.entries(after)) if (before[key] !== value) set[key] = value;
  return { removed, set };
}

function describeStep(step: MigrationStep): string {
  switch (stepKind(step)) {
    case 'rename': {
      const { from, to } = (step as Extract<MigrationStep, { rename: unknown }>).rename;
      return `rename ${from} -> ${to}`;
    }
    case 'mapCodes': {
      const { key, codes } = (step as Extract<MigrationStep, { mapCodes: unknown }>).mapCodes;
      return `map codes of ${key}: ${Object.entries(codes)
        .map(([from, to]) => `${from} -> ${to}`)
        .join(', ')}`;
    }
    case 'drop':
      return `drop ${(step as Extract<MigrationStep, { drop: unknown }>).drop.key} (kept in the archive)`;
    case 'reask':
      return `re-ask ${(step as Extract<MigrationStep, { reask: unknown }>).reask.key}`;
  }
}

const shown = (value: unknown): string => {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}..."` : text;
};

function runSteps(plan: AnswerMigrationPlan, newlyRequired: readonly string[]): RunStep[] {
  const steps: RunStep[] = plan.steps.map((step) => ({
    id: step.id,
    description: describeStep(step),
    ...(step.note !== undefined ? { note: step.note } : {}),
    apply: (answers) => applyMigrationStep(answers, step, plan.codeLabel),
  }));
  for (const key of newlyRequired) {
    steps.push({
      id: requiredStepId(key),
      description: `ask ${key} (now required) where it has no answer`,
      apply: (answers) => ({
        answers,
        changes: [],
        archived: [],
        reasked: answers[key] === undefined || answers[key] === '' ? [key] : [],
      }),
    });
  }
  return steps;
}

/**
 * Applies the tenant's migration steps to every application in progress,
 * each step once per application, in batches of `batchSize` applications,
 * each batch one transaction: the new answers (a new revision), the steps
 * applied, what changed (key, from, to), the archive and the re-asks commit
 * together or not at all. Submitted applications are never read for
 * changing. A run that stops (crash, SIGKILL) loses its open batch only;
 * the next run finds the applications that still lack a step and goes on,
 * so each step is applied exactly once per application. Questions required
 * now that were not at the last complete run are asked again of applications
 * without an answer to them (none on the first run: it records the required
 * questions it starts from).
 */
export async function runAnswerMigrations(
  db: Database,
  plan: AnswerMigrationPlan,
  options: AnswerMigrationOptions = {},
): Promise<AnswerMigrationReport> {
  const batchSize = options.batchSize ?? defaultAnswerMigrationBatch;
  const now = options.now ?? (() => new Date());
  const dryRun = options.dryRun === true;
  const recorded = new Set(await answerMigrationRepository.recordedRequiredKeys(db));
  const newlyRequired = recorded.size === 0 ? [] : plan.requiredKeys.filter((key) => !recorded.has(key));
  const steps = runSteps(plan, newlyRequired);
  const reports = new Map<string, StepReport>(
    steps.map((step) => [
      step.id,
      {
        id: step.id,
        description: step.description,
        ...(step.note !== undefined ? { note: step.note } : {}),
        applications: 0,
        changes: 0,
        reasked: 0,
        samples: [],
      },
    ]),
  );
  const report: AnswerMigrationReport = {
    dryRun,
    applications: 0,
    batches: 0,
    newlyRequired,
    steps: [...reports.values()],
  };
  const ids = steps.map((step) => step.id);

  const migrateBatch = async (tx: Queryable, rows: PendingApplication[]): Promise<BatchWrites> => {
    const writes: BatchWrites = { answers: [], applied: [], changes: [], archived: [], reasks: [] };
    for (const row of rows) {
      const applied = new Set(row.applied);
      let answers = row.answers;
      let changed = false;
      for (const step of steps) {
        if (applied.has(step.id)) continue;
        const outcome = step.apply(answers);
        answers = outcome.answers;
        writes.applied.push({ userId: row.user_id, stepId: step.id });
        for (const change of outcome.changes) writes.changes.push({ userId: row.user_id, stepId: step.id, ...change });
        for (const item of outcome.archived) writes.archived.push({ userId: row.user_id, stepId: step.id, ...item });
        for (const key of outcome.reasked) writes.reasks.push({ userId: row.user_id, stepId: step.id, key });
        if (outcome.changes.length > 0) changed = true;
        const stepReport = reports.get(step.id)!;
        if (outcome.changes.length > 0 || outcome.reasked.length > 0) {
          stepReport.applications += 1;
          stepReport.changes += outcome.changes.length;
          stepReport.reasked += outcome.reasked.length;
          if (stepReport.samples.length < sampleLimit) {
            const parts = outcome.changes.map((c) => `${c.key}: ${shown(c.from)} -> ${shown(c.to)}`);
            if (outcome.reasked.length > 0) parts.push(`asked again: ${outcome.reasked.join(', ')}`);
            stepReport.samples.push(`application ${row.user_id}: ${parts.join('; ')}`);
          }
        }
      }
      if (changed) writes.answers.push({ userId: row.user_id, ...difference(row.answers, answers) });
    }
    if (!dryRun) await answerMigrationRepository.write(tx, writes, now());
    return writes;
  };

  if (ids.length > 0) {
    let cursor = '0';
    for (;;) {
      const end = await answerMigrationRepository.windowEnd(db, cursor, batchSize);
      if (end === undefined) break;
      const after = cursor;
      const taken = dryRun
        ? await (async () => {
            const rows = await answerMigrationRepository.pending(db, ids, after, end, false);
            await migrateBatch(db, rows);
            return rows;
          })()
        : await db.transaction(async (tx) => {
            const rows = await answerMigrationRepository.pending(tx, ids, after, end, true);
            await migrateBatch(tx, rows);
            return rows;
          });
      cursor = end;
      if (taken.length === 0) continue;
      report.applications += taken.length;
      report.batches += 1;
      options.onBatch?.({ batches: report.batches, applications: report.applications });
    }
  }
  if (!dryRun) await answerMigrationRepository.recordRequiredKeys(db, plan.requiredKeys, now());
  return report;
}
