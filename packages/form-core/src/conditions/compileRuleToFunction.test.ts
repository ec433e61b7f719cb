import fc from 'fast-check';
import jsonLogic, { type RulesLogic } from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import type { Answers, Condition, ConditionSpec, ConditionTarget } from '../definition/types.ts';
import { compileCondition } from './compileCondition.ts';
import { compileRuleToFunction } from './compileRuleToFunction.ts';

// The compiled closure must return exactly what the json-logic-js interpreter returns (not only its truthiness).
const sameAsInterpreter = (rule: unknown, answers: Answers): void => {
  const expected: unknown = jsonLogic.apply(rule as RulesLogic, answers);
  expect(compileRuleToFunction(rule)(answers)).toStrictEqual(expected);
};

const keys = ['a', 'b', 'c.d'] as const;
const answerValue = fc.oneof(
  fc.constantFrom('', '0', '-0', '3', '3.5', '3abc', '-2', ' ', '1e3', 'abc', 'false', 'true', 'Y', 'N', 'null'),
  fc.string({ maxLength: 4 }),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.constant(null),
  fc.constant(undefined),
);
const answersArb = fc
  .record({ a: answerValue, b: answerValue, 'c.d': answerValue, c: fc.option(fc.record({ d: answerValue })) })
  .map((record) => {
    const answers: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (value !== undefined) answers[key] = value;
    return answers as Answers;
  });
const targetArb: fc.Arbitrary<ConditionTarget> = fc.oneof(
  fc.constantFrom('', '0', '3', '3.5', 'Y', 'abc', ' ', 'true', 'false'),
  fc.integer({ min: -3, max: 5 }),
  fc.double({ min: -10, max: 10, noNaN: true }),
  fc.boolean(),
  fc.constant(null),
);
const conditionArb: fc.Arbitrary<Condition> = fc.record({
  valueKey: fc.constantFrom(...keys),
  operator: fc.constantFrom(
    'equals',
    'notEquals',
    'in',
    'notIn',
    'lt',
    'lte',
    'gt',
    'gte',
    'answered',
    'notAnswered',
  ) as fc.Arbitrary<Condition['operator']>,
  target: fc.option(fc.oneof(targetArb, fc.array(targetArb, { maxLength: 3 })), { nil: undefined }),
});
const { spec: specArb } = fc.letrec<{ spec: ConditionSpec }>((tie) => ({
  spec: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    conditionArb,
    fc.record({ all: fc.array(tie('spec'), { maxLength: 3 }) }),
    fc.record({ any: fc.array(tie('spec'), { maxLength: 3 }) }),
    fc.record({ not: tie('spec') }),
  ),
}));

describe('compileRuleToFunction', () => {
  it('returns what json-logic-js returns for every compiled condition on arbitrary answers', () => {
    fc.assert(
      fc.property(specArb, answersArb, (spec, answers) => sameAsInterpreter(compileCondition(spec), answers)),
      { numRuns: 5000 },
    );
  });

  it('returns what json-logic-js returns for each operator on arbitrary operands', () => {
    const operand = fc.oneof(
      answerValue,
      fc.array(fc.constantFrom('', 'a', 'false', 1), { maxLength: 3 }),
      fc.constantFrom(...keys).map((key) => ({ var: [key, ''] })),
      fc.constantFrom(...keys).map((key) => ({ var: key })),
    );
    const op = fc.constantFrom('and', 'or', '!', '!!', '===', 'in', 'cat', '+', '-', '<', '<=', '>', '>=');
    fc.assert(
      fc.property(op, fc.array(operand, { minLength: 1, maxLength: 2 }), answersArb, (name, args, answers) =>
        sameAsInterpreter({ [name]: args }, answers),
      ),
      { numRuns: 5000 },
    );
  });

  it('reads var like json-logic-js: a default, a dotted path, null kept, the whole data for an empty path', () => {
    const answers = { a: 'x', n: null, c: { d: 'deep' } } as unknown as Answers;
    for (const rule of [
      { var: ['a', ''] },
      { var: ['missing', ''] },
      { var: ['missing'] },
      { var: 'n' },
      { var: ['n', 'fallback'] },
      { var: 'c.d' },
      { var: 'c.e.f' },
      { var: '' },
      { cat: [{ var: 'n' }] },
      true,
      false,
      'literal',
    ]) {
      sameAsInterpreter(rule, answers);
    }
  });

  it('refuses operators that conditions never produce', () => {
    expect(() => compileRuleToFunction({ if: [true, 1, 2] })).toThrow(/unsupported json-logic operator "if"/);
    expect(() => compileRuleToFunction({ var: [{ var: 'a' }] })).toThrow(/computed argument/);
  });
});
