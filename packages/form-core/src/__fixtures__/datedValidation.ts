// Shared by the tests of the compiled and the standalone validator: one schema, one expectation.
import { expect } from 'vitest';
import type { Answers, ValidationSchema } from '../definition/types.ts';
import type { AnswersValidator } from '../validation/validationTypes.ts';

const tooYoung = 'You must be 13 years or older to apply.';
// Born 16 June 2012: 13 on 16 June 2025, not on the 15th.
const answers: Answers = { birth_date: '2012-06-16', start_year: '1950' };
const dayBefore = new Date(2025, 5, 15, 12, 0);
const birthday = new Date(2025, 5, 16, 12, 0);

/** The date rules sit behind a recursive $ref, an if/then and an anyOf: "today" must reach every function the code calls. */
export const datedSchemas: ValidationSchema[] = [
  {
    $id: 'https://forms.example.test/dated.json',
    type: 'object',
    definitions: {
      // Recursive, so ajv compiles it into a function of its own that the root calls.
      thirteen: {
        type: ['string', 'array'],
        dateYearsAgoMin: 13,
        items: { $ref: '#/definitions/thirteen' },
        errorMessage: { dateYearsAgoMin: tooYoung },
      },
    },
    properties: { birth_date: { $ref: '#/definitions/thirteen' } },
    if: { properties: { start_year: { minLength: 1 } }, required: ['start_year'] },
    then: { properties: { start_year: { anyOf: [{ yearOffsetMin: -74 }, { const: 'none' }] } } },
  },
];

/** Each run waits a turn before it validates, so both are under way at once. */
async function validateLater(validator: AnswersValidator, now: Date) {
  await Promise.resolve();
  return validator(answers, { now, log: () => undefined });
}

/** Two validations with different "today" at once: each gets the result of its own day. */
export async function expectOwnDayEach(validator: AnswersValidator): Promise<void> {
  const [before, on] = await Promise.all([validateLater(validator, dayBefore), validateLater(validator, birthday)]);
  expect(before.birth_date).toEqual([tooYoung]);
  expect(on.birth_date).toBeUndefined();
  // 1950 is within 74 years of 2024, not of 2025.
  const [lastYear, thisYear] = await Promise.all([
    validateLater(validator, new Date(2024, 0, 1)),
    validateLater(validator, dayBefore),
  ]);
  expect(lastYear.start_year).toBeUndefined();
  expect(thisYear.start_year).toEqual(expect.arrayContaining(['must match a schema in anyOf']));

  // A run that starts while another is still collecting its errors (from its logger) keeps its own day too.
  let nested: ReturnType<AnswersValidator> | undefined;
  const outer = validator(answers, {
    now: dayBefore,
    log: () => {
      nested ??= validator(answers, { now: birthday, log: () => undefined });
    },
  });
  expect(outer.birth_date).toEqual([tooYoung]);
  expect(nested?.birth_date).toBeUndefined();
}
