import type { ValidationSchema } from '../../definition/types.ts';
import { rootKeywordOrder, silentKeywords } from './rootKeywordOrder.ts';
import { ruleReads, type RuleReads } from './ruleReads.ts';

/** One independent part of the tenant's validation: a schema for the answers object and the keys it reads. */
export interface ValidationRule {
  schema: ValidationSchema;
  reads: RuleReads;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A schema object with one of these is kept whole: its keywords work together (messages over its errors, references,
// properties that additionalProperties reads).
const keepsWhole = ['errorMessage', '$ref', '$id', 'definitions', '$defs', 'additionalProperties', 'patternProperties'];

function whole(schema: ValidationSchema | boolean): ValidationRule {
  const rule = typeof schema === 'boolean' ? (schema ? {} : { not: {} }) : schema;
  return { schema: rule, reads: ruleReads(schema) };
}

function split(schema: unknown, rules: ValidationRule[]): void {
  if (typeof schema === 'boolean') {
    rules.push(whole(schema));
    return;
  }
  if (!isRecord(schema)) throw new Error('A validation schema must be an object or a boolean.');
  const keywords = Object.keys(schema).filter((keyword) => !silentKeywords.has(keyword));
  const unordered = keywords.filter((keyword) => keyword !== 'type' && !rootKeywordOrder.includes(keyword));
  if (keepsWhole.some((keyword) => keyword in schema) || unordered.length > 0) {
    rules.push(whole(schema as ValidationSchema));
    return;
  }
  // The answers are always an object: a root `type: "object"` never fails and is left out.
  if ('type' in schema && schema.type !== 'object') rules.push(whole({ type: schema.type } as ValidationSchema));
  for (const keyword of rootKeywordOrder) {
    if (!(keyword in schema)) continue;
    const value = schema[keyword];
    if (keyword === 'allOf' && Array.isArray(value)) {
      for (const part of value) split(part, rules);
    } else if (keyword === 'properties' && isRecord(value)) {
      for (const [key, property] of Object.entries(value)) {
        rules.push(whole({ properties: { [key]: property } } as ValidationSchema));
      }
    } else if (keyword === 'required' && Array.isArray(value)) {
      for (const key of value) rules.push(whole({ required: [key] } as ValidationSchema));
    } else if (keyword === 'if') {
      const conditional: Record<string, unknown> = { if: value };
      if ('then' in schema) conditional.then = schema.then;
      if ('else' in schema) conditional.else = schema.else;
      rules.push(whole(conditional as ValidationSchema));
    } else {
      rules.push(whole({ [keyword]: value } as ValidationSchema));
    }
  }
}

/**
 * The tenant's schemas as independent rules, each with the answer keys it
 * reads, in the order one whole validation evaluates them (the schemas in
 * turn; in a schema, ajv's keyword order, each property, each required key,
 * each allOf part and each if/then/else on its own). Running every rule and
 * joining their errors in this order gives the errors of the combined
 * schema; running only the rules that read a changed answer gives the same
 * for that change. A schema object whose keywords work together (an
 * `errorMessage` over its own errors, references, additionalProperties) is
 * one rule.
 */
export function splitValidationRules(schemas: readonly ValidationSchema[]): ValidationRule[] {
  const rules: ValidationRule[] = [];
  for (const schema of schemas) {
    const { $schema: _ignored, ...rest } = schema;
    split(rest, rules);
  }
  return rules;
}
