import fc from 'fast-check';
import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import type { Answers, Condition } from '../definition/types.ts';
import { compileCondition } from './compileCondition.ts';
import { conditionKeys } from './conditionKeys.ts';
import { evaluateCondition } from './evaluateCondition.ts';

const check = (answers: Answers, condition: Omit<Condition, 'valueKey'>): boolean =>
  evaluateCondition({ valueKey: 'a', ...condition } as Condition, answers);

describe('evaluateCondition operators', () => {
  it('holds when there is no condition', () => {
    expect(evaluateCondition(undefined, {})).toBe(true);
  });

  it('equals compares as strings', () => {
    expect(check({ a: 'Y' }, { operator: 'equals', target: 'Y' })).toBe(true);
    expect(check({ a: 'N' }, { operator: 'equals', target: 'Y' })).toBe(false);
    expect(check({ a: '3' }, { operator: 'equals', target: 3 })).toBe(true);
    expect(check({ a: '3' }, { operator: 'equals', target: '3' })).toBe(true);
    expect(check({ a: '3.0' }, { operator: 'equals', target: 3 })).toBe(false);
    expect(check({ a: '' }, { operator: 'equals', target: 0 })).toBe(false);
    expect(check({}, { operator: 'equals', target: 0 })).toBe(false);
    expect(check({ a: '0' }, { operator: 'equals', target: 0 })).toBe(true);
    expect(check({ a: 'y' }, { operator: 'equals', target: 'Y' })).toBe(false);
  });

  it('equals with a missing key behaves as the empty answer', () => {
    expect(check({}, { operator: 'equals', target: '' })).toBe(true);
    expect(check({}, { operator: 'equals', target: null })).toBe(true);
    expect(check({ a: 'x' }, { operator: 'equals', target: null })).toBe(false);
  });

  it('equals with a boolean target reads the answer as a checkbox', () => {
    expect(check({ a: true }, { operator: 'equals', target: true })).toBe(true);
    expect(check({ a: 'true' }, { operator: 'equals', target: true })).toBe(true);
    expect(check({ a: false }, { operator: 'equals', target: true })).toBe(false);
    expect(check({ a: false }, { operator: 'equals', target: false })).toBe(true);
    expect(check({}, { operator: 'equals', target: false })).toBe(true);
    expect(check({ a: '' }, { operator: 'equals', target: false })).toBe(true);
    expect(check({ a: true }, { operator: 'equals', target: false })).toBe(false);
    expect(check({ a: 'Y' }, { operator: 'equals', target: false })).toBe(false);
  });

  it('notEquals is the negation of equals', () => {
    expect(check({ a: 'CS' }, { operator: 'notEquals', target: 'CS' })).toBe(false);
    expect(check({ a: 'PS' }, { operator: 'notEquals', target: 'CS' })).toBe(true);
    expect(check({}, { operator: 'notEquals', target: 'CS' })).toBe(true);
    expect(check({ a: '' }, { operator: 'notEquals', target: 0 })).toBe(true);
    expect(check({ a: '3' }, { operator: 'notEquals', target: 3 })).toBe(false);
  });

  it.each([
    ['lt', '2', 3, true],
    ['lt', '3', 3, false],
    ['lte', '3', 3, true],
    ['lte', '3.5', 3, false],
    ['gt', '4', 3, true],
    ['gt', '3', 3, false],
    ['gte', '3', 3, true],
    ['gte', '2.99', 3, false],
    ['gt', '10', '9', true],
    ['lt', '-1', 0, true],
    ['gte', ' 4 ', 3, true],
  ] as const)('%s: %j against %j is %s', (operator, answer, target, expected) => {
    expect(check({ a: answer }, { operator, target })).toBe(expected);
  });

  it('numeric comparisons are false for empty, blank, non-numeric and boolean answers', () => {
    for (const operator of ['lt', 'lte', 'gt', 'gte'] as const) {
      expect(check({ a: '' }, { operator, target: 5 })).toBe(false);
      expect(check({}, { operator, target: 5 })).toBe(false);
      expect(check({ a: '   ' }, { operator, target: 5 })).toBe(false);
      expect(check({ a: 'abc' }, { operator, target: 5 })).toBe(false);
      expect(check({ a: '3abc' }, { operator, target: 5 })).toBe(false);
      expect(check({ a: true }, { operator, target: 5 })).toBe(false);
      expect(check({ a: false }, { operator, target: 5 })).toBe(false);
    }
    // '' must not count as 0
    expect(check({ a: '' }, { operator: 'lt', target: 1 })).toBe(false);
    expect(check({ a: '' }, { operator: 'lte', target: 0 })).toBe(false);
  });

  it('numeric comparisons are false for a non-numeric target', () => {
    expect(check({ a: '1' }, { operator: 'lt', target: 'abc' })).toBe(false);
    expect(check({ a: '1' }, { operator: 'lt', target: '' })).toBe(false);
    expect(check({ a: '1' }, { operator: 'lt', target: null })).toBe(false);
  });

  it('answered is truthy: a non-empty string (even "false") or true', () => {
    expect(check({ a: 'x' }, { operator: 'answered' })).toBe(true);
    expect(check({ a: 'false' }, { operator: 'answered' })).toBe(true);
    expect(check({ a: '0' }, { operator: 'answered' })).toBe(true);
    expect(check({ a: true }, { operator: 'answered' })).toBe(true);
    expect(check({ a: false }, { operator: 'answered' })).toBe(false);
    expect(check({ a: '' }, { operator: 'answered' })).toBe(false);
    expect(check({}, { operator: 'answered' })).toBe(false);
  });

  it('notAnswered is falsy', () => {
    expect(check({ a: '' }, { operator: 'notAnswered' })).toBe(true);
    expect(check({}, { operator: 'notAnswered' })).toBe(true);
    expect(check({ a: false }, { operator: 'notAnswered' })).toBe(true);
    expect(check({ a: 'false' }, { operator: 'notAnswered' })).toBe(false);
    expect(check({ a: true }, { operator: 'notAnswered' })).toBe(false);
  });

  it('in / notIn compare against a list as strings', () => {
    expect(check({ a: 'USA' }, { operator: 'in', target: ['USA', 'CAN'] })).toBe(true);
    expect(check({ a: 'MEX' }, { operator: 'in', target: ['USA', 'CAN'] })).toBe(false);
    expect(check({ a: '1' }, { operator: 'in', target: [1, 2] })).toBe(true);
    expect(check({ a: '' }, { operator: 'in', target: [0] })).toBe(false);
    expect(check({}, { operator: 'in', target: ['', 'X'] })).toBe(true);
    expect(check({ a: 'X' }, { operator: 'in', target: [] })).toBe(false);
    expect(check({ a: true }, { operator: 'in', target: [true, 'Y'] })).toBe(true);
    expect(check({ a: 'MEX' }, { operator: 'notIn', target: ['USA', 'CAN'] })).toBe(true);
    expect(check({ a: 'CAN' }, { operator: 'notIn', target: ['USA', 'CAN'] })).toBe(false);
    expect(check({ a: 'X' }, { operator: 'notIn', target: [] })).toBe(true);
  });
});

describe('condition groups', () => {
  const yes = { valueKey: 'a', operator: 'equals', target: 'Y' } as const;
  const no = { valueKey: 'b', operator: 'equals', target: 'Y' } as const;
  const answers = { a: 'Y', b: 'N' };

  it('all needs every condition', () => {
    expect(evaluateCondition({ all: [yes, yes] }, answers)).toBe(true);
    expect(evaluateCondition({ all: [yes, no] }, answers)).toBe(false);
    expect(evaluateCondition({ all: [] }, answers)).toBe(true);
  });

  it('any needs one condition', () => {
    expect(evaluateCondition({ any: [no, yes] }, answers)).toBe(true);
    expect(evaluateCondition({ any: [no, no] }, answers)).toBe(false);
    expect(evaluateCondition({ any: [] }, answers)).toBe(false);
  });

  it('not negates and groups nest', () => {
    expect(evaluateCondition({ not: yes }, answers)).toBe(false);
    expect(evaluateCondition({ not: { all: [yes, no] } }, answers)).toBe(true);
    expect(evaluateCondition({ any: [{ all: [yes, { not: no }] }, no] }, answers)).toBe(true);
  });

  it('lists the keys it reads once each', () => {
    expect(conditionKeys({ any: [{ all: [yes, { not: no }] }, yes] })).toEqual(['a', 'b']);
    expect(conditionKeys(undefined)).toEqual([]);
  });
});

describe('compileCondition', () => {
  it('produces plain json-logic that json-logic-js evaluates', () => {
    const rule = compileCondition({ valueKey: 'country', operator: 'in', target: ['USA', 'CAN'] });
    expect(rule).toEqual({ in: [{ cat: [{ var: ['country', ''] }] }, ['USA', 'CAN']] });
    expect(jsonLogic.apply(rule, { country: 'CAN' })).toBe(true);
  });

  it('agrees with a direct reading of the rules for arbitrary answers', () => {
    const answer = fc.oneof(
      fc.constantFrom('', '0', '3', '3.5', '-2', 'abc', ' ', 'false', 'true', 'Y'),
      fc.boolean(),
      fc.constant(undefined),
    );
    const target = fc.oneof(fc.constantFrom('', '0', '3', 'Y', 'abc'), fc.integer({ min: -3, max: 5 }), fc.boolean());
    const operator = fc.constantFrom('equals', 'notEquals', 'lt', 'lte', 'gt', 'gte', 'answered', 'notAnswered');
    fc.assert(
      fc.property(answer, target, operator, (value, t, op) => {
        const answers: Answers = value === undefined ? {} : { a: value };
        expect(check(answers, { operator: op, target: t })).toBe(reference(value, op, t));
      }),
    );
  });
});

/** An independent statement of the semantics, for the property test. */
function reference(value: string | boolean | undefined, op: string, target: string | number | boolean): boolean {
  const v = value ?? '';
  const equals = (): boolean => {
    if (target === true) return v === true || v === 'true';
    if (target === false) return v === false || v === 'false' || v === '';
    return String(v) === String(target);
  };
  const numeric = typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;
  const bound = typeof target === 'boolean' || target === '' ? undefined : Number(target);
  const compare = (fn: (a: number, b: number) => boolean): boolean =>
    numeric !== undefined && bound !== undefined && Number.isFinite(bound) && fn(numeric, bound);
  switch (op) {
    case 'equals':
      return equals();
    case 'notEquals':
      return !equals();
    case 'lt':
      return compare((a, b) => a < b);
    case 'lte':
      return compare((a, b) => a <= b);
    case 'gt':
      return compare((a, b) => a > b);
    case 'gte':
      return compare((a, b) => a >= b);
    case 'answered':
      return v === true || (typeof v === 'string' && v !== '');
    default:
      return !(v === true || (typeof v === 'string' && v !== ''));
  }
}
