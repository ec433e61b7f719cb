/**
 * The order in which ajv evaluates the keywords of one schema object that
 * apply to the answers object as a whole (its rule groups: first the
 * keywords of any type, then those of objects). A schema split into rules
 * keeps its errors in the order one whole run gives them only if its rules
 * follow this order; a unit test compares it with the ajv instance we build.
 */
export const rootKeywordOrder: readonly string[] = [
  'const',
  'enum',
  'not',
  'anyOf',
  'oneOf',
  'allOf',
  'if',
  'maxProperties',
  'minProperties',
  'required',
  'propertyNames',
  'additionalProperties',
  'dependencies',
  'properties',
  'patternProperties',
  'answerCodes',
];

/** Keywords that produce no errors (annotations) or only work as part of another (`then` and `else` go with `if`). */
export const silentKeywords: ReadonlySet<string> = new Set([
  '$schema',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'then',
  'else',
]);
