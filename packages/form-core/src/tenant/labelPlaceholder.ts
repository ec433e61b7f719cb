import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { PageDefinition, QuestionDefinition, ValidationSchema } from '../definition/types.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';

/**
 * `{label}` in a validation message stands for the label of the question
 * that asks the answer the message is about, so a relabelled question cannot
 * leave its old label behind in its message. The answer is the property the
 * message belongs to: `properties.<key>.errorMessage` (and any rule inside
 * it), or an entry of `errorMessage.properties` / `errorMessage.required`.
 */
export const labelPlaceholder = '{label}';

/** Answer key -> the label of the question that asks it (add-another instances with their number). */
export function questionLabels(pages: PageDefinition[], widgets?: WidgetSpecs): Map<string, string> {
  const index = indexDefinitions(pages, widgets);
  const labels = new Map<string, string>();
  for (const node of index.questions.map((i) => index.nodes[i]!)) {
    const question = node.item as QuestionDefinition;
    if (typeof question.label === 'string' && !labels.has(question.key)) labels.set(question.key, question.label);
  }
  return labels;
}

/** One `{label}` that names no question: the message, its JSON pointer and the key it is about. */
export interface UnresolvedLabel {
  pointer: string;
  key: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const segment = (name: string) => name.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The schema with every `{label}` of its messages replaced by the label of
 * the question its answer belongs to; `unresolved` receives the ones that
 * belong to no question.
 */
export function resolveLabelPlaceholders<T extends ValidationSchema>(
  schema: T,
  labels: ReadonlyMap<string, string>,
  unresolved: UnresolvedLabel[] = [],
): T {
  const fill = (text: string, key: string | undefined, pointer: string): string => {
    if (!text.includes(labelPlaceholder)) return text;
    const label = key === undefined ? undefined : labels.get(key);
    if (label === undefined) {
      unresolved.push({ pointer, key });
      return text;
    }
    return text.replaceAll(labelPlaceholder, label);
  };
  const message = (value: unknown, key: string | undefined, pointer: string): unknown => {
    if (typeof value === 'string') return fill(value, key, pointer);
    if (!isRecord(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value)) {
      const at = `${pointer}/${segment(name)}`;
      if ((name === 'properties' || name === 'required') && isRecord(inner)) {
        result[name] = Object.fromEntries(
          Object.entries(inner).map(([k, text]) => [k, message(text, k, `${at}/${segment(k)}`)]),
        );
      } else result[name] = message(inner, key, at);
    }
    return result;
  };
  const walk = (value: unknown, key: string | undefined, pointer: string): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => walk(item, key, `${pointer}/${i}`));
    if (!isRecord(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value)) {
      const at = `${pointer}/${segment(name)}`;
      if (name === 'errorMessage') result[name] = message(inner, key, at);
      else if (name === 'properties' && isRecord(inner)) {
        result[name] = Object.fromEntries(
          Object.entries(inner).map(([k, sub]) => [k, walk(sub, k, `${at}/${segment(k)}`)]),
        );
      } else result[name] = walk(inner, key, at);
    }
    return result;
  };
  return walk(schema, undefined, '') as T;
}
