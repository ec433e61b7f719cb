/**
 * The form engine's work on the real nsu-international tenant, in Node (V8,
 * the engine Chromium runs), with a complete, valid answer set and every
 * add-another group expanded to its max:
 * - full validation: `validateAnswers` over every page (the call the server's
 *   submit and the app's submit make), median <= 0.2 ms;
 * - the visibility and clearing pass: `clearHiddenAnswers` over every page
 *   (computeVisibility to its fixpoint, what every answer change ends with),
 *   median <= 0.5 ms;
 * - one keystroke (`applyAnswerChange` in a text field, and on a controlling
 *   answer), informative.
 * Each figure is the median and p95 of many timed runs after a warm-up.
 */
import {
  applyAnswerChange,
  clearHiddenAnswers,
  compileValidationRules,
  compileValidator,
  computeVisibility,
  createIncrementalValidation,
  validateAnswers,
  walkItems,
  type AddAnotherDefinition,
  type FormState,
  type ItemDefinition,
} from '@admissions/form-core';
import { repositoryTenantBundle } from '../test/support/repositoryTenant.ts';
import { testNow, validAnswers, validState } from '../test/tenants/nsu-international/validAnswers.ts';
import { recordFigure, resetFigures } from './support/figures.ts';
import { percentile } from './support/percentile.ts';

resetFigures();
const tenant = repositoryTenantBundle('nsu-international');
const context = { optionLists: tenant.config.optionLists, dateWindows: tenant.config.dateWindows, now: testNow };

const addAnother: Record<string, number> = {};
for (const page of tenant.pages) {
  for (const section of page.sections) {
    walkItems(section.items, (item: ItemDefinition) => {
      if ('kind' in item && item.kind === 'addAnother') addAnother[item.id] = (item as AddAnotherDefinition).max;
    });
  }
}
const state: FormState = { ...validState, addAnother, answers: { ...validAnswers } };
const visibleKeys = computeVisibility(tenant.pages, state, context).visibleKeys.size;
const validator = compileValidator(tenant.schemas);
const validate = () => validateAnswers({ validator, pages: tenant.pages, state, dataModel: tenant.dataModel, context });

// The answer set must be complete and valid, and already cleared: otherwise the figures measure something else.
const errors = validate();
if (Object.keys(errors).length > 0) throw new Error(`The bench answers are not valid: ${JSON.stringify(errors)}`);
if (clearHiddenAnswers(tenant.pages, state, context).clearedKeys.length > 0) {
  throw new Error('The bench answers hold answers of hidden questions.');
}
console.log(
  `nsu-international: ${tenant.pages.length} pages, ${visibleKeys} visible answer keys, add-another expanded`,
);

/** Median and p95 (ms) of `iterations` timed runs after `warmup` untimed ones. */
function time(run: (i: number) => unknown, iterations: number, warmup = 2000): { median: number; p95: number } {
  for (let i = 0; i < warmup; i += 1) run(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    run(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

function record(name: string, samples: { median: number; p95: number }, budgetMedianMs?: number, note?: string) {
  recordFigure({
    figure: `${name}: median`,
    value: samples.median,
    unit: 'ms',
    ...(budgetMedianMs === undefined ? {} : { budget: { op: '<=' as const, value: budgetMedianMs } }),
    ...(note ? { note } : {}),
  });
  recordFigure({ figure: `${name}: p95`, value: samples.p95, unit: 'ms' });
}

const iterations = Number(process.env.BENCH_ITERATIONS ?? 5000);
const note = `Node ${process.version} (V8), ${iterations} runs after 2000 warm-up runs`;
record('form-core: full validation, all pages (validateAnswers)', time(validate, iterations), 0.2, note);
record(
  'form-core: visibility + clearing, all pages (clearHiddenAnswers)',
  time(() => clearHiddenAnswers(tenant.pages, state, context), iterations),
  0.5,
  note,
);
record(
  'form-core: keystroke in a text field (applyAnswerChange)',
  time((i) => applyAnswerChange(tenant.pages, state, { key: 'first_name', value: `Amara${i}` }, context), iterations),
);
record(
  'form-core: controlling answer, mailing same N/Y (applyAnswerChange)',
  time(
    (i) =>
      applyAnswerChange(
        tenant.pages,
        state,
        { key: 'mailing_addr_same_as_perm_addr', value: i % 2 ? 'Y' : 'N' },
        context,
      ),
    iterations,
  ),
);
// Live validation by difference (what the app runs per change once submit was pressed): the same answers with one
// text answer changed per run, the changed key named as the answer store names it.
const live = createIncrementalValidation(compileValidationRules(tenant.schemas), tenant.dataModel);
const hiddenKeys = computeVisibility(tenant.pages, state, context).hiddenKeys;
const typed = [0, 1].map((n) => ({ ...state.answers, first_name: `Amara${n}` }));
record(
  'form-core: live validation of one changed text answer (createIncrementalValidation)',
  time(
    (i) => live.validate({ answers: typed[i % 2]!, hiddenKeys, now: testNow, changedKeys: ['first_name'] }),
    iterations,
  ),
  undefined,
  `${note}; against the full validation above, which the app ran per change before`,
);
const compileStart = performance.now();
compileValidator(tenant.schemas);
recordFigure({
  figure: 'form-core: compileValidator once (server start-up only)',
  value: performance.now() - compileStart,
  unit: 'ms',
});
