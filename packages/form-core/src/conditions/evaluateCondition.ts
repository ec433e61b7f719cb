import type { Answers, ConditionSpec } from '../definition/types.ts';
import { compileCondition } from './compileCondition.ts';
import { compileRuleToFunction, truthy, type CompiledRule } from './compileRuleToFunction.ts';

// Definitions are parsed once and kept, so compiled conditions are cached by spec identity.
const compiled = new WeakMap<object, CompiledRule>();

function compiledRule(spec: ConditionSpec): CompiledRule {
  let rule = compiled.get(spec);
  if (rule === undefined) {
    rule = compileRuleToFunction(compileCondition(spec));
    compiled.set(spec, rule);
  }
  return rule;
}

/**
 * True when the condition holds for these answers; a missing condition always
 * holds. The condition's json-logic (compileCondition) runs as a compiled
 * closure that returns what json-logic-js's interpreter returns (tested
 * against it in compileRuleToFunction.test.ts).
 */
export function evaluateCondition(spec: ConditionSpec | undefined, answers: Answers): boolean {
  if (spec === undefined) return true;
  return truthy(compiledRule(spec)(answers));
}
