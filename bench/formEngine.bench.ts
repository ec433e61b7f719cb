/**
 * The engine work that runs on every keystroke and on submit, on the real
 * nsu-international tenant with every add-another group expanded to its max.
 * Budgets: a keystroke (applyAnswerChange + visibility) well under one frame
 * (16 ms) on a slow phone, so 2 ms here; full validation of all pages 15 ms.
 */
import { resolve } from 'node:path';
import {
  applyAnswerChange,
  compileValidator,
  computeVisibility,
  walkItems,
  type AddAnotherDefinition,
  type FormState,
  type ItemDefinition,
} from '@admissions/form-core';
import { loadTenantDirectory } from '../packages/server/src/tenant/loadTenantDirectory.ts';
import { testNow, validAnswers, validState } from '../tenants/nsu-international/__tests__/validAnswers.ts';
import { validateAnswers } from '@admissions/form-core';
import { measure, report } from './support/measure.ts';

const tenant = loadTenantDirectory(resolve(import.meta.dirname, '../tenants'), 'nsu-international');
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
const questionCount = computeVisibility(tenant.pages, state, context).visibleKeys.size;
console.log(
  `nsu-international: ${tenant.pages.length} pages, ${questionCount} visible answer keys, add-another expanded`,
);

const validator = compileValidator(tenant.schemas);
const results = [
  await measure('computeVisibility (all pages)', () => computeVisibility(tenant.pages, state, context), {
    iterations: 500,
    budgetP95Ms: 2,
  }),
  await measure(
    'applyAnswerChange (one keystroke in a text field)',
    (i) => applyAnswerChange(tenant.pages, state, { key: 'first_name', value: `Amara${i}` }, context),
    { iterations: 500, budgetP95Ms: 2 },
  ),
  await measure(
    'applyAnswerChange (a controlling answer: mailing same N/Y)',
    (i) =>
      applyAnswerChange(
        tenant.pages,
        state,
        { key: 'mailing_addr_same_as_perm_addr', value: i % 2 ? 'Y' : 'N' },
        context,
      ),
    { iterations: 500, budgetP95Ms: 3 },
  ),
  await measure(
    'validateAnswers (effective schema, all pages)',
    () => validateAnswers({ validator, pages: tenant.pages, state, dataModel: tenant.dataModel, context }),
    { iterations: 300, budgetP95Ms: 15 },
  ),
];
const compileStart = performance.now();
compileValidator(tenant.schemas);
console.log(`(compileValidator once: ${(performance.now() - compileStart).toFixed(1)} ms, done at start-up only)`);
report(results);
