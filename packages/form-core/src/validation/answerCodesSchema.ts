import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type {
  AnswerValue,
  PageDefinition,
  QuestionDefinition,
  TenantBundle,
  ValidationSchema,
} from '../definition/types.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import type { AnswerPart, WidgetContext, WidgetSpec } from '../widgets/WidgetSpec.ts';
import type { AnswerCodesRules } from './keywordRuntime.ts';

/** What a check of a check group may hold: checked or not (a prefill link may write them as text). */
const checkValues: readonly AnswerValue[] = [true, false, 'true', 'false', ''];

type Bundle = Pick<TenantBundle, 'pages' | 'schemas' | 'config'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The message a question's rules give for its answer: the `errorMessage` of
 * the answer's property in the tenant's schemas (as text, or its `enum`, else
 * its `minLength` entry, the required message), else the question's label.
 */
function questionMessage(schemas: readonly ValidationSchema[], key: string, label: string): string {
  for (const schema of schemas) {
    const properties = schema.properties;
    if (!isRecord(properties)) continue;
    const property = properties[key];
    if (!isRecord(property)) continue;
    const message = property.errorMessage;
    if (typeof message === 'string') return message;
    if (isRecord(message)) {
      const text = message.enum ?? message.minLength;
      if (typeof text === 'string') return text;
    }
  }
  return label;
}

/**
 * The codes a part may hold, or undefined when it is open: no fixed list, a
 * list filled from lookup records, or a list that moves with the clock (the
 * years): it is read at two far-apart days and counts only when both agree.
 */
function fixedCodes(
  spec: WidgetSpec,
  question: QuestionDefinition,
  part: AnswerPart,
  context: WidgetContext,
): string[] | undefined {
  if (spec.fillsFromLookup || !spec.codes) return undefined;
  const codesAt = (now: Date) => spec.codes!(question, part, { ...context, now })?.map((option) => option.value);
  const early = codesAt(new Date(2000, 0, 15));
  const late = codesAt(new Date(2100, 0, 15));
  if (early === undefined || late === undefined || early.length === 0) return undefined;
  if (early.length !== late.length || early.some((code, i) => code !== late[i])) return undefined;
  return early;
}

/** The values an answer may hold, with its question's message; `when`: only while another answer has this value. */
export interface AnswerCodeRule {
  /** The answer key. */
  key: string;
  values: AnswerValue[];
  message: string;
  when?: { key: string; value: string };
}

/**
 * The codes of a question whose options follow another answer (a
 * conditional select's `optionsByValue`): per value of that answer, the
 * options the widget shows for it. Undefined for any other question.
 */
function codesByControlValue(
  spec: WidgetSpec,
  question: QuestionDefinition,
  context: WidgetContext,
): { key: string; codes: Map<string, string[]> } | undefined {
  const byValue = (question.options as { optionsByValue?: unknown } | undefined)?.optionsByValue;
  const [control, ...more] = spec.readKeys?.(question) ?? [];
  if (!isRecord(byValue) || control === undefined || more.length > 0 || !spec.choices) return undefined;
  const codes = new Map<string, string[]>();
  for (const value of Object.keys(byValue)) {
    codes.set(
      value,
      spec.choices(question, { [control]: value }, context).map((option) => option.value),
    );
  }
  return { key: control, codes };
}

/**
 * Answer key -> the values it may hold, with its question's message; a key
 * asked twice gets the union. A conditional select gets one rule per value
 * of its controlling answer (its key suffixed with `|` and that value).
 */
export function answerCodeRules(bundle: Bundle, widgets?: WidgetSpecs): Map<string, AnswerCodeRule> {
  const index = indexDefinitions(bundle.pages as PageDefinition[], widgets);
  const context: WidgetContext = bundle.config.optionLists ? { optionLists: bundle.config.optionLists } : {};
  const rules = new Map<string, AnswerCodeRule>();
  const add = (key: string, values: readonly AnswerValue[], label: string, when?: AnswerCodeRule['when']) => {
    const id = when ? `${key}|${when.value}` : key;
    const rule = rules.get(id);
    if (rule) rule.values = [...new Set([...rule.values, ...values])];
    else {
      const message = questionMessage(bundle.schemas, key, label);
      rules.set(id, { key, values: [...new Set(values)], message, ...(when ? { when } : {}) });
    }
  };
  for (const node of index.questions.map((i) => index.nodes[i]!)) {
    const question = node.item as QuestionDefinition;
    const spec = node.spec!;
    for (const part of node.parts ?? []) {
      const byControl = part.coded && part.role === 'value' ? codesByControlValue(spec, question, context) : undefined;
      if (byControl) {
        for (const [value, codes] of byControl.codes) {
          add(part.key, ['', ...codes], question.label, { key: byControl.key, value });
        }
      } else if (part.coded) {
        const codes = fixedCodes(spec, question, part, context);
        if (codes) add(part.key, ['', ...codes], question.label);
      } else if (question.widget === 'checkGroup' && part.type === 'boolean') {
        add(part.key, checkValues, question.label);
      }
    }
  }
  return rules;
}

/**
 * A validation schema generated from the pages and option lists: every coded
 * answer (a select, radio, conditional select, the month of a month/year, an
 * address's country, a check of a check group) must be one of its question's
 * current codes, or empty, with its question's message. A code an option list
 * no longer has is refused at submission as in the browser: both run this
 * schema compiled with the tenant's own (the `answerCodes` keyword, one
 * compact rule for all answers). Hidden questions are read as empty before
 * validation, so they never fail it.
 */
export function answerCodesSchema(bundle: Bundle, widgets?: WidgetSpecs): ValidationSchema {
  const lists: AnswerValue[][] = [];
  const listIndex = new Map<string, number>();
  const rules: AnswerCodesRules['rules'] = [];
  for (const { key, values, message, when } of answerCodeRules(bundle, widgets).values()) {
    const id = JSON.stringify(values);
    let index = listIndex.get(id);
    if (index === undefined) {
      index = lists.length;
      lists.push(values);
      listIndex.set(id, index);
    }
    rules.push(when ? [key, index, message, when.key, when.value] : [key, index, message]);
  }
  const answerCodes: AnswerCodesRules = { lists, rules };
  return { $comment: 'Generated: every coded answer is one of its question’s current codes.', answerCodes };
}

/** The schemas an application's answers are validated with: the tenant's, then the generated code rules. */
export function tenantAnswerSchemas(bundle: Bundle, widgets?: WidgetSpecs): ValidationSchema[] {
  return [...bundle.schemas, answerCodesSchema(bundle, widgets)];
}
