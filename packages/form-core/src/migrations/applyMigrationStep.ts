import type { AnswerValue, Answers } from '../definition/types.ts';
import type { MigrationStep } from './migrationSteps.ts';
import { stepInstanceKeys, withDesc } from './stepKeys.ts';

/** One stored answer a step changed: `from` and `to` are undefined where there was, or is, no answer. */
export interface AnswerChange {
  key: string;
  from: AnswerValue | undefined;
  to: AnswerValue | undefined;
}

/** What one step did to one application's answers. */
export interface StepOutcome {
  /** The answers after the step (a new object; the input is not changed). */
  answers: Answers;
  /** Every key whose stored value changed, in the order the step changed them. */
  changes: AnswerChange[];
  /** Values taken out of the answers (drop, re-ask): kept in the archive, never deleted. */
  archived: { key: string; value: AnswerValue }[];
  /** Keys whose answer was cleared to be asked again. */
  reasked: string[];
}

/** The label of a code of a coded answer, for its `_desc` after a code is mapped (undefined: not known). */
export type CodeLabel = (key: string, code: string, answers: Answers) => string | undefined;

const answered = (value: AnswerValue | undefined): value is AnswerValue => value !== undefined && value !== '';

/**
 * Applies one migration step to one application's stored answers. Pure: the
 * runner records the changes and the archive in the same transaction as the
 * answers.
 *
 * - rename: an answer under `from` moves to `to`, with its `_desc`, unless
 *   `to` already holds an answer (then both stay as they are).
 * - mapCodes: a coded answer equal to a mapped code becomes the new code; its
 *   `_desc` becomes the new code's label (through `codeLabel`), or is
 *   removed when the label is not known.
 * - drop: the answer and its `_desc` leave the answers and go to the archive.
 * - reask: as drop, and the key is listed to be asked again; only where there
 *   is an answer to clear (an empty one is left as it is).
 *
 * A key with `{n}` applies to each add-another instance (`stepInstanceKeys`).
 */
export function applyMigrationStep(answers: Answers, step: MigrationStep, codeLabel?: CodeLabel): StepOutcome {
  const next: Answers = { ...answers };
  const outcome: StepOutcome = { answers: next, changes: [], archived: [], reasked: [] };
  const set = (key: string, value: AnswerValue | undefined) => {
    const from = next[key];
    if (from === value) return;
    if (value === undefined) delete next[key];
    else next[key] = value;
    outcome.changes.push({ key, from, to: value });
  };
  const archive = (key: string) => {
    const value = next[key];
    if (value === undefined) return;
    outcome.archived.push({ key, value });
    set(key, undefined);
  };

  if ('rename' in step) {
    const from = stepInstanceKeys(step.rename.from);
    const to = stepInstanceKeys(step.rename.to);
    from.forEach((source, i) => {
      const target = to[i] ?? to[0]!;
      if (!answered(next[source]) || answered(next[target])) return;
      withDesc(source).forEach((key, k) => {
        const value = next[key];
        const targetKey = withDesc(target)[k]!;
        set(key, undefined);
        set(targetKey, value);
      });
    });
  } else if ('mapCodes' in step) {
    for (const key of stepInstanceKeys(step.mapCodes.key)) {
      const value = next[key];
      if (typeof value !== 'string' || !Object.hasOwn(step.mapCodes.codes, value)) continue;
      const code = step.mapCodes.codes[value]!;
      set(key, code);
      const desc = withDesc(key)[1];
      const label = codeLabel?.(key, code, next);
      if (label !== undefined && label !== '') set(desc, label);
      else if (next[desc] !== undefined) set(desc, undefined);
    }
  } else {
    const reask = 'reask' in step;
    for (const key of stepInstanceKeys(reask ? step.reask.key : step.drop.key)) {
      // An unanswered question is asked anyway: a re-ask only clears an answer there is.
      if (reask && !answered(next[key])) continue;
      for (const part of withDesc(key)) archive(part);
      if (reask) outcome.reasked.push(key);
    }
  }
  return outcome;
}

/** Applies the steps in order; the outcome of each, keyed by step id. */
export function applyMigrationSteps(
  answers: Answers,
  steps: readonly MigrationStep[],
  codeLabel?: CodeLabel,
): { answers: Answers; outcomes: Map<string, StepOutcome> } {
  let current = answers;
  const outcomes = new Map<string, StepOutcome>();
  for (const step of steps) {
    const outcome = applyMigrationStep(current, step, codeLabel);
    outcomes.set(step.id, outcome);
    current = outcome.answers;
  }
  return { answers: current, outcomes };
}
