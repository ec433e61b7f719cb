import { pointerSegment } from '../../definition/walkItems.ts';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One rule about one answer, found in a validation schema. */
export interface AnswerRule {
  key: string;
  /** JSON pointer inside the schema file: the property (`/properties/x`) or the `required` entry. */
  pointer: string;
  /** The property's schema; undefined for an entry of a `required` list. */
  schema?: Schema;
  /** Whether it applies only in some cases (under `then`/`else`, or one choice of `anyOf`/`oneOf`). */
  conditional: boolean;
}

/**
 * Every rule of a schema about one answer: the properties of each schema of
 * the answers object (the file itself, `allOf`, `then`/`else`, the choices of
 * `anyOf`/`oneOf`) and its `required` entries. `if` schemas are conditions,
 * not rules, and `not` never reports its inner rules: both are left out.
 */
export function answerRules(
  schema: unknown,
  pointer = '',
  conditional = false,
  found: AnswerRule[] = [],
): AnswerRule[] {
  if (!isSchema(schema)) return found;
  if (isSchema(schema.properties)) {
    for (const [key, value] of Object.entries(schema.properties)) {
      if (isSchema(value)) {
        found.push({ key, pointer: `${pointer}/properties/${pointerSegment(key)}`, schema: value, conditional });
      }
    }
  }
  if (Array.isArray(schema.required)) {
    schema.required.forEach((key, i) => {
      if (typeof key === 'string') found.push({ key, pointer: `${pointer}/required/${i}`, conditional });
    });
  }
  if (Array.isArray(schema.allOf)) {
    schema.allOf.forEach((inner, i) => answerRules(inner, `${pointer}/allOf/${i}`, conditional, found));
  }
  for (const word of ['anyOf', 'oneOf'] as const) {
    const list = schema[word];
    if (Array.isArray(list)) list.forEach((inner, i) => answerRules(inner, `${pointer}/${word}/${i}`, true, found));
  }
  for (const word of ['then', 'else'] as const) answerRules(schema[word], `${pointer}/${word}`, true, found);
  return found;
}
