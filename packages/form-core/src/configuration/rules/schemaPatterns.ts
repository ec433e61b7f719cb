import { pointerSegment } from '../../definition/walkItems.ts';

/** One regular expression of a validation schema. */
export interface SchemaPattern {
  pattern: string;
  /** JSON pointer inside the schema file: a "pattern" value, or a "patternProperties" name. */
  pointer: string;
  /** Whether the pattern is a property name (patternProperties), not a value. */
  atName: boolean;
}

type SchemaNode = Record<string, unknown>;

const isObject = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a schema or a list of schemas. */
const schemaValued = [
  'not',
  'if',
  'then',
  'else',
  'items',
  'additionalItems',
  'prefixItems',
  'contains',
  'propertyNames',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'allOf',
  'anyOf',
  'oneOf',
];
/** Keywords whose value is an object of named schemas. */
const namedSchemas = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas', 'dependencies'];

/** Every pattern of a validation schema, at any depth: each "pattern" string and each "patternProperties" name. */
export function schemaPatterns(schema: unknown, pointer = ''): SchemaPattern[] {
  if (!isObject(schema)) return [];
  const found: SchemaPattern[] = [];
  if (typeof schema.pattern === 'string') {
    found.push({ pattern: schema.pattern, pointer: `${pointer}/pattern`, atName: false });
  }
  if (isObject(schema.patternProperties)) {
    for (const name of Object.keys(schema.patternProperties)) {
      found.push({ pattern: name, pointer: `${pointer}/patternProperties/${pointerSegment(name)}`, atName: true });
    }
  }
  for (const word of schemaValued) {
    const inner = schema[word];
    if (Array.isArray(inner))
      inner.forEach((item, i) => found.push(...schemaPatterns(item, `${pointer}/${word}/${i}`)));
    else found.push(...schemaPatterns(inner, `${pointer}/${word}`));
  }
  for (const word of namedSchemas) {
    const named = schema[word];
    if (!isObject(named)) continue;
    for (const [name, inner] of Object.entries(named)) {
      found.push(...schemaPatterns(inner, `${pointer}/${word}/${pointerSegment(name)}`));
    }
  }
  return found;
}
