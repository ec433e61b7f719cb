import type { RulesLogic } from 'json-logic-js';
import type { Answers } from '../definition/types.ts';

/** A compiled json-logic rule: the value json-logic-js's `apply(rule, answers)` returns. */
export type CompiledRule = (answers: Answers) => unknown;

/** json-logic-js's truthiness: an empty array is false, everything else as JavaScript. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return Boolean(value);
}

const constant =
  (value: unknown): CompiledRule =>
  () =>
    value;

/** json-logic-js `var`: a dotted path into the data, `notFound` when a step is undefined. */
function compileVar(args: unknown[]): CompiledRule {
  if (args.some((arg) => typeof arg === 'object' && arg !== null)) throw new Error('var with a computed argument');
  const [path, fallback] = args;
  const notFound = fallback === undefined ? null : fallback;
  if (path === undefined || path === '' || path === null) return (answers) => answers;
  const steps = String(path).split('.');
  if (steps.length === 1) {
    const key = steps[0]!;
    return (answers) => {
      const value = (answers as Record<string, unknown>)[key];
      return value === undefined ? notFound : value;
    };
  }
  return (answers) => {
    let data: unknown = answers;
    for (const step of steps) {
      if (data === null || data === undefined) return notFound;
      data = (data as Record<string, unknown>)[step];
      if (data === undefined) return notFound;
    }
    return data;
  };
}

/**
 * Compiles a json-logic rule into a plain JavaScript closure that returns
 * exactly what json-logic-js 2.0.5's `apply` returns, for the operators
 * compileCondition emits (and, or, !, !!, ===, in, cat, var, +, -, <, <=, >,
 * >=) and literals. Any other operator throws: conditions never produce one.
 * The interpreter walks the rule object on every call; the closure does not.
 */
export function compileRuleToFunction(rule: RulesLogic | unknown): CompiledRule {
  if (Array.isArray(rule)) {
    const items = rule.map(compileRuleToFunction);
    return (answers) => items.map((item) => item(answers));
  }
  if (rule === null || typeof rule !== 'object' || Object.keys(rule).length !== 1) return constant(rule);
  const [op, raw] = Object.entries(rule)[0]!;
  const rawArgs: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (op === 'var') return compileVar(rawArgs);
  const args = rawArgs.map(compileRuleToFunction);
  const [a = constant(undefined), b = constant(undefined)] = args;
  switch (op) {
    case 'and':
      return (answers) => {
        let current: unknown;
        for (const arg of args) {
          current = arg(answers);
          if (!truthy(current)) return current;
        }
        return current;
      };
    case 'or':
      return (answers) => {
        let current: unknown;
        for (const arg of args) {
          current = arg(answers);
          if (truthy(current)) return current;
        }
        return current;
      };
    case '!':
      return (answers) => !truthy(a(answers));
    case '!!':
      return (answers) => truthy(a(answers));
    case '===':
      return (answers) => a(answers) === b(answers);
    case 'in':
      return (answers) => {
        const list = b(answers) as { indexOf?: (item: unknown) => number } | null | undefined;
        if (!list || typeof list.indexOf === 'undefined') return false;
        return list.indexOf(a(answers)) !== -1;
      };
    case 'cat':
      // Array.prototype.join: null and undefined become ''.
      return (answers) => args.map((arg) => arg(answers)).join('');
    case '+':
      return (answers) =>
        args.reduce<number>((sum, arg) => parseFloat(String(sum)) + parseFloat(arg(answers) as string), 0);
    case '-':
      return (answers) => {
        const x = a(answers) as number;
        const y = b(answers) as number | undefined;
        return y === undefined ? -x : x - y;
      };
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (args.length > 2) throw new Error(`"${op}" with more than two arguments`);
      // The operands keep their JavaScript types: comparison coerces exactly as json-logic-js does.
      type Operand = number;
      if (op === '<') return (answers) => (a(answers) as Operand) < (b(answers) as Operand);
      if (op === '<=') return (answers) => (a(answers) as Operand) <= (b(answers) as Operand);
      if (op === '>') return (answers) => (a(answers) as Operand) > (b(answers) as Operand);
      return (answers) => (a(answers) as Operand) >= (b(answers) as Operand);
    }
    default:
      throw new Error(`compileRuleToFunction: unsupported json-logic operator "${op}"`);
  }
}
