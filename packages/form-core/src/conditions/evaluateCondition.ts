import jsonLogic from 'json-logic-js';
import type { RulesLogic } from 'json-logic-js';
import type { Answers, ConditionSpec } from '../definition/types.ts';
import { compileCondition } from './compileCondition.ts';

// Definitions are parsed once and kept, so compiled rules are cached by spec identity.
const compiled = new WeakMap<object, RulesLogic>();

function compiledRule(spec: ConditionSpec): RulesLogic {
  let rule = compiled.get(spec);
  if (rule === undefined) {
    rule = compileCondition(spec);
    compiled.set(spec, rule);
  }
  return rule;
}

/** True when the condition holds for these answers; a missing condition always holds. */
export function evaluateCondition(spec: ConditionSpec | undefined, answers: Answers): boolean {
  if (spec === undefined) return true;
  return jsonLogic.truthy(jsonLogic.apply(compiledRule(spec), answers));
}
