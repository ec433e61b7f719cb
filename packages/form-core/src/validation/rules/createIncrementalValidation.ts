import type { ValidationErrors } from '@admissions/contracts';
import { normalizedAnswer } from '../../answers/normalizeAnswers.ts';
import { warnConfigurationMessage, type ConfigurationLogger } from '../../configuration/configurationLogger.ts';
import type { Answers, DataModel } from '../../definition/types.ts';
import { answerKeyOfError } from '../collectValidationErrors.ts';
import type { AjvErrorLike, StandaloneValidateFunction } from '../validationTypes.ts';
import type { RuleReads } from './ruleReads.ts';

/** A compiled rule: its validate function and the answer keys it reads (`null`: any). */
export interface CompiledRule {
  validate: StandaloneValidateFunction;
  reads: RuleReads;
}

export interface IncrementalValidationInput {
  answers: Answers;
  /** The keys of hidden questions (visibility's hiddenKeys): read as empty, and their errors left out. */
  hiddenKeys: ReadonlySet<string>;
  /** "Today" of the date and year rules; a new day validates everything again. */
  now: Date;
  /** The answer keys that changed since the last call, when the caller knows them (otherwise compared). */
  changedKeys?: readonly string[];
  log?: ConfigurationLogger;
}

export interface IncrementalValidation {
  /**
   * The errors of the whole form for these answers, as `validateAnswers`
   * gives them (the same keys, messages and order), computed by running
   * only the rules that read an answer that changed or was hidden or shown
   * since the last call. The same object as last time when no message
   * changed, and the same message list for each key whose messages did not.
   */
  validate(input: IncrementalValidationInput): ValidationErrors;
}

/** Where a key's first message stands in a whole run: its rule, then its place among that rule's errors. */
interface KeyedMessages {
  first: number;
  messages: string[];
}

const noErrors: ValidationErrors = {};

function dayOf(now: Date): string {
  return `${now.getFullYear()}-${now.getMonth()}-${now.getDate()}|${now.toISOString().slice(0, 10)}`;
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((message, i) => message === b[i]);
}

/**
 * Live validation by difference: the tenant's rules (splitValidationRules,
 * compiled one by one) indexed by the answer keys they read. A call runs the
 * rules that read a changed answer, keeps every other rule's errors from
 * before, and merges per key in the rules' order, so the result equals one
 * whole validation of the same answers while its cost follows the change,
 * not the size of the form. Whole-form validation (submit, the server) stays
 * `validateAnswers`.
 */
export function createIncrementalValidation(
  rules: readonly CompiledRule[],
  dataModel: DataModel,
): IncrementalValidation {
  const byKey = new Map<string, number[]>();
  const everyChange: number[] = [];
  rules.forEach((rule, index) => {
    if (rule.reads === null) {
      everyChange.push(index);
      return;
    }
    for (const key of rule.reads) {
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push(index);
    }
  });
  const types = dataModel.keys;

  // The state of the last call.
  let day: string | undefined;
  let lastAnswers: Answers | undefined;
  let lastHidden: ReadonlySet<string> = new Set();
  const normalized: Answers = {};
  /** Per rule: its messages per key (in its errors' order), null when it passed. */
  const ruleMessages: (Map<string, string[]> | null)[] = rules.map(() => null);
  /** Per rule: the keys in the order of its first error for each. */
  const ruleKeyOrder: string[][] = rules.map(() => []);
  /** Per key: the rules that have messages for it. */
  const keyRules = new Map<string, Set<number>>();
  const merged = new Map<string, KeyedMessages>();
  let result: ValidationErrors = noErrors;

  const normalize = (key: string, answers: Answers, hidden: ReadonlySet<string>) => {
    const type = types[key]?.type;
    if (type === undefined) return;
    const value = normalizedAnswer(type, key, answers, hidden);
    if (value === undefined) delete normalized[key];
    else normalized[key] = value;
  };

  const runRule = (index: number, now: Date, log: ConfigurationLogger, touched: Set<string>) => {
    const before = ruleMessages[index];
    if (before) for (const key of before.keys()) touched.add(key);
    const rule = rules[index]!;
    const errors: readonly AjvErrorLike[] = rule.validate.call({ now }, normalized) ? [] : (rule.validate.errors ?? []);
    let messages: Map<string, string[]> | null = null;
    const order: string[] = [];
    for (const error of errors) {
      const key = answerKeyOfError(error, log);
      if (key === undefined) continue;
      messages ??= new Map();
      let list = messages.get(key);
      if (!list) {
        messages.set(key, (list = []));
        order.push(key);
      }
      const message = error.message ?? error.keyword;
      if (!list.includes(message)) list.push(message);
    }
    if (before) {
      for (const key of before.keys()) if (!messages?.has(key)) keyRules.get(key)?.delete(index);
    }
    if (messages) {
      for (const key of order) {
        touched.add(key);
        let set = keyRules.get(key);
        if (!set) keyRules.set(key, (set = new Set()));
        set.add(index);
      }
    }
    ruleMessages[index] = messages;
    ruleKeyOrder[index] = order;
  };

  /** A key's messages from every rule that has some, in the rules' order; undefined when none. */
  const mergeKey = (key: string): KeyedMessages | undefined => {
    const set = keyRules.get(key);
    if (!set || set.size === 0) {
      keyRules.delete(key);
      return undefined;
    }
    const indexes = [...set].sort((a, b) => a - b);
    const messages: string[] = [];
    for (const index of indexes) {
      for (const message of ruleMessages[index]!.get(key)!) if (!messages.includes(message)) messages.push(message);
    }
    const firstRule = indexes[0]!;
    // Rules' error lists are short: a position within the rule fits below one step of the rule index.
    const first = firstRule * 1e6 + ruleKeyOrder[firstRule]!.indexOf(key);
    return { first, messages };
  };

  const assemble = (hidden: ReadonlySet<string>): ValidationErrors => {
    const keys = [...merged.keys()].filter((key) => !hidden.has(key));
    keys.sort((a, b) => merged.get(a)!.first - merged.get(b)!.first);
    const errors: ValidationErrors = {};
    for (const key of keys) errors[key] = merged.get(key)!.messages;
    return keys.length === 0 ? noErrors : errors;
  };

  const validateAll = (answers: Answers, hidden: ReadonlySet<string>, now: Date, log: ConfigurationLogger) => {
    for (const key of Object.keys(normalized)) delete normalized[key];
    for (const key of Object.keys(types)) normalize(key, answers, hidden);
    keyRules.clear();
    const touched = new Set<string>();
    rules.forEach((_, index) => {
      ruleMessages[index] = null;
      runRule(index, now, log, touched);
    });
    const previous = new Map(merged);
    merged.clear();
    for (const key of touched) {
      const next = mergeKey(key);
      if (!next) continue;
      const old = previous.get(key);
      merged.set(key, old && sameList(old.messages, next.messages) ? { ...next, messages: old.messages } : next);
    }
    result = assemble(hidden);
  };

  const changedBetween = (from: Answers, to: Answers): string[] => {
    const changed: string[] = [];
    for (const key in to) if (to[key] !== from[key]) changed.push(key);
    for (const key in from) if (!(key in to)) changed.push(key);
    return changed;
  };

  return {
    validate({ answers, hiddenKeys, now, changedKeys, log = warnConfigurationMessage }) {
      const today = dayOf(now);
      if (lastAnswers === undefined || today !== day) {
        validateAll(answers, hiddenKeys, now, log);
        day = today;
        lastAnswers = answers;
        lastHidden = hiddenKeys;
        return result;
      }
      const changed = new Set(answers === lastAnswers ? [] : (changedKeys ?? changedBetween(lastAnswers, answers)));
      if (hiddenKeys !== lastHidden) {
        for (const key of hiddenKeys) if (!lastHidden.has(key)) changed.add(key);
        for (const key of lastHidden) if (!hiddenKeys.has(key)) changed.add(key);
      }
      const flipped = new Set(
        hiddenKeys === lastHidden ? [] : [...changed].filter((key) => hiddenKeys.has(key) !== lastHidden.has(key)),
      );
      lastAnswers = answers;
      lastHidden = hiddenKeys;
      if (changed.size === 0) return result;

      const affected = new Set<number>(everyChange);
      for (const key of changed) {
        normalize(key, answers, hiddenKeys);
        for (const index of byKey.get(key) ?? []) affected.add(index);
      }
      const touched = new Set<string>(flipped);
      for (const index of [...affected].sort((a, b) => a - b)) runRule(index, now, log, touched);

      let reorder = false;
      let changedMessages = false;
      for (const key of touched) {
        const old = merged.get(key);
        const next = mergeKey(key);
        const wasHidden = flipped.has(key) ? !hiddenKeys.has(key) : hiddenKeys.has(key);
        const wasShown = old !== undefined && !wasHidden;
        const isShown = next !== undefined && !hiddenKeys.has(key);
        if (!next) merged.delete(key);
        else merged.set(key, old && sameList(old.messages, next.messages) ? { ...next, messages: old.messages } : next);
        const current = merged.get(key);
        if (wasShown !== isShown || (old && current && old.first !== current.first)) reorder = true;
        else if (isShown && old?.messages !== current?.messages) changedMessages = true;
      }
      if (reorder) result = assemble(hiddenKeys);
      else if (changedMessages) {
        const next: ValidationErrors = { ...result };
        for (const key of touched) {
          const entry = merged.get(key);
          if (entry && !hiddenKeys.has(key)) next[key] = entry.messages;
        }
        result = next;
      }
      return result;
    },
  };
}
