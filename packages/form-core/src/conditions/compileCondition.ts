import type { RulesLogic } from 'json-logic-js';
import type { Condition, ConditionSpec, ConditionTarget } from '../definition/types.ts';

/**
 * Compiles a condition to standard json-logic (no custom operations, so any
 * json-logic engine evaluates it the same way).
 *
 * Semantics (answers are strings, '' is empty, or booleans; a missing key is ''):
 * - equals / notEquals / in / notIn compare as strings: "3" equals 3, '' never
 *   equals 0. A boolean target compares the answer as a checkbox: `true` matches
 *   true or 'true'; `false` matches false, 'false', '' or a missing key. A `null`
 *   target matches the empty answer.
 * - lt / lte / gt / gte compare numbers; an empty, non-numeric or boolean answer
 *   (or a non-numeric target) makes them false.
 * - answered: a non-empty string (including 'false') or `true`; notAnswered: the opposite.
 * - `{all: []}` is true and `{any: []}` is false.
 */
export function compileCondition(spec: ConditionSpec): RulesLogic {
  if ('all' in spec) {
    if (spec.all.length === 0) return true;
    return { and: spec.all.map(compileCondition) };
  }
  if ('any' in spec) {
    if (spec.any.length === 0) return false;
    return { or: spec.any.map(compileCondition) };
  }
  if ('not' in spec) return { '!': [compileCondition(spec.not)] };
  return compileSingle(spec);
}

function answerOf(key: string): RulesLogic {
  return { var: [key, ''] };
}

/** The answer as a string: booleans become 'true' / 'false'. */
function answerText(key: string): RulesLogic {
  return { cat: [answerOf(key)] };
}

function compileEquals(key: string, target: ConditionTarget | undefined): RulesLogic {
  if (target === true) return { '===': [answerText(key), 'true'] };
  if (target === false) return { in: [answerText(key), ['false', '']] };
  if (target === null || target === undefined) return { '===': [answerText(key), ''] };
  return { '===': [answerText(key), String(target)] };
}

function compileIn(key: string, target: Condition['target']): RulesLogic {
  const list = Array.isArray(target) ? target : target === undefined ? [] : [target];
  if (list.length === 0) return false;
  if (list.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return { in: [answerText(key), list.map(String)] };
  }
  return { or: list.map((item) => compileEquals(key, item)) };
}

function compileNumeric(key: string, op: '<' | '<=' | '>' | '>=', target: Condition['target']): RulesLogic {
  const bound = typeof target === 'number' || typeof target === 'string' ? Number(target) : Number.NaN;
  if (typeof target === 'string' && target.trim() === '') return false;
  if (!Number.isFinite(bound)) return false;
  // parseFloat ("+") rejects '', blanks and booleans; Number ("-") rejects '3abc'.
  // Both agree only on a real number.
  const asFloat: RulesLogic = { '+': [answerOf(key)] };
  const asNumber: RulesLogic = { '-': [answerOf(key), 0] };
  const comparison = { [op]: [asNumber, bound] } as RulesLogic;
  return { and: [{ '===': [asFloat, asNumber] }, comparison] };
}

function compileSingle(condition: Condition): RulesLogic {
  const { valueKey: key, target } = condition;
  switch (condition.operator) {
    case 'equals':
      return compileEquals(key, asScalar(target));
    case 'notEquals':
      return { '!': [compileEquals(key, asScalar(target))] };
    case 'in':
      return compileIn(key, target);
    case 'notIn':
      return { '!': [compileIn(key, target)] };
    case 'lt':
      return compileNumeric(key, '<', target);
    case 'lte':
      return compileNumeric(key, '<=', target);
    case 'gt':
      return compileNumeric(key, '>', target);
    case 'gte':
      return compileNumeric(key, '>=', target);
    case 'answered':
      return { '!!': [answerOf(key)] };
    case 'notAnswered':
      return { '!': [answerOf(key)] };
    default: {
      const unknown: never = condition.operator;
      throw new Error(`Unknown condition operator "${String(unknown)}" on "${key}"`);
    }
  }
}

/** equals/notEquals take one target; a list there is a definition mistake, compared as its first item. */
function asScalar(target: Condition['target']): ConditionTarget | undefined {
  return Array.isArray(target) ? target[0] : target;
}
