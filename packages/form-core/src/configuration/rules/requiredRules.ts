import type Ajv from 'ajv';
import { indexDefinitions } from '../../definition/indexDefinitions.ts';
import type { DefinitionNode } from '../../definition/indexDefinitions.ts';
import type { QuestionDefinition, TenantBundle } from '../../definition/types.ts';
import { createAjv } from '../../validation/createAjv.ts';
import type { WidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';
import { answerRules, type AnswerRule } from './answerSchemas.ts';

type KeyType = 'string' | 'boolean' | 'document';

/**
 * Whether a rule refuses an empty answer. Answers reach the rules with every
 * key present ("" or false when empty), so a rule requires an answer exactly
 * when its schema fails on the empty value ("minLength": 1, "const": true, a
 * pattern without "^$|", ...); an upload is absent until uploaded, so only a
 * `required` entry requires it. Decided by the validator itself, not by
 * reading the keywords.
 */
function requiresAnswer(
  rule: AnswerRule,
  type: KeyType,
  ajv: Ajv,
  cache: Map<string, boolean | undefined>,
): boolean | undefined {
  if (rule.schema === undefined) return type === 'document';
  if (type === 'document') return false;
  const id = `${type}|${JSON.stringify(rule.schema)}`;
  if (cache.has(id)) return cache.get(id);
  let result: boolean | undefined;
  try {
    result = !ajv.compile(rule.schema)(type === 'boolean' ? false : '');
  } catch {
    // A schema that does not compile is reported by the schema checks; whether it requires is unknown.
    result = undefined;
  }
  cache.set(id, result);
  return result;
}

/**
 * `"required": true` on a question (the required marker) and a rule that
 * refuses an empty answer agree: a marker without a rule shows an asterisk
 * and enforces nothing; a rule that applies at every submission without the
 * marker surprises the applicant. A rule that applies only in some cases
 * (if/then) counts as the rule of a marked question, but needs no marker: the
 * question may show while no answer is required.
 */
export function checkRequiredMarkers(bundle: TenantBundle, widgets: WidgetSpecs): ConfigurationIssue[] {
  const files = bundleFiles(bundle);
  const model = bundle.dataModel?.keys ?? {};
  const index = indexDefinitions(bundle.pages, widgets);
  const ajv = createAjv();
  const cache = new Map<string, boolean | undefined>();
  const required = new Map<string, { conditional: boolean; file: number; pointer: string }[]>();
  // Keys with a rule that does not compile: nothing can be said about them until it does.
  const undecided = new Set<string>();
  bundle.schemas.forEach((schema, s) => {
    for (const rule of answerRules(schema)) {
      const type = model[rule.key]?.type ?? 'string';
      const requires = requiresAnswer(rule, type, ajv, cache);
      if (requires === undefined) undecided.add(rule.key);
      if (!requires) continue;
      const list = required.get(rule.key) ?? [];
      list.push({ conditional: rule.conditional, file: s, pointer: rule.pointer });
      required.set(rule.key, list);
    }
  });

  const issues: ConfigurationIssue[] = [];
  const questionsOfKey = new Map<string, DefinitionNode[]>();
  const unruledByPointer = new Map<string, { node: DefinitionNode; keys: string[] }>();
  for (const node of index.questions.map((i) => index.nodes[i]!)) {
    const question = node.item as QuestionDefinition;
    questionsOfKey.set(question.key, [...(questionsOfKey.get(question.key) ?? []), node]);
    if (question.required !== true || required.has(question.key) || undecided.has(question.key)) continue;
    const id = `${node.pageIndex}${node.pointer}`;
    const entry = unruledByPointer.get(id) ?? { node, keys: [] };
    entry.keys.push(question.key);
    unruledByPointer.set(id, entry);
  }
  for (const { node, keys } of unruledByPointer.values()) {
    const question = node.item as QuestionDefinition;
    const which = keys.length === 1 ? `"${keys[0]}"` : keys.map((key) => `"${key}"`).join(', ');
    // An upload is required only by a `required` entry (its key is absent until a document is stored).
    const fix = keys.every((key) => model[key]?.type === 'document')
      ? `add ${keys.map((key) => `"${key}"`).join(', ')} to a "required" list with its message (errorMessage.required)`
      : 'add a rule such as "minLength": 1 with its message';
    issues.push({
      rule: 'required-mismatch',
      message:
        `Question "${question.label}" is marked "required": true (applicants see a required marker), ` +
        `but no validation rule requires an answer to ${which}: ${fix}, or remove "required"`,
      file: files.page(node.pageIndex),
      pointer: `${node.pointer}/required`,
    });
  }

  for (const [key, rules] of required) {
    const always = rules.find((rule) => !rule.conditional);
    const questions = questionsOfKey.get(key) ?? [];
    if (!always || questions.length === 0 || undecided.has(key)) continue;
    if (questions.some((node) => (node.item as QuestionDefinition).required === true)) continue;
    const question = questions[0]!;
    issues.push({
      rule: 'required-mismatch',
      message:
        `This rule requires an answer to "${key}" at every submission, but its question ` +
        `("${(question.item as QuestionDefinition).label}", page "${question.pageId}") has no "required": true, ` +
        'so applicants see no required marker: add "required": true to the question',
      file: files.schema(always.file),
      pointer: always.pointer,
    });
  }
  return issues;
}
