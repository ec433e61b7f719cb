import type { ValidationSchema } from '../../definition/types.ts';

/** The answer keys a rule reads, or `null` when it may read any (it must run on every change). */
export type RuleReads = readonly string[] | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a schema refers anywhere to data elsewhere (`$data`), to another schema (`$ref`) or interpolates data into a message. */
function refersElsewhere(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(refersElsewhere);
  if (typeof value === 'string') return value.includes('${');
  if (!isRecord(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$data' || key === '$ref') return true;
    if (refersElsewhere(inner)) return true;
  }
  return false;
}

const noKeys = new Set(['$schema', '$comment', 'title', 'description', 'default', 'examples', 'type', 'errorMessage']);

/** Adds the answer keys a schema applied to the answers object reads; false when it cannot tell (any key). */
function collect(schema: unknown, keys: Set<string>): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isRecord(schema)) return false;
  for (const [keyword, value] of Object.entries(schema)) {
    if (noKeys.has(keyword)) continue;
    switch (keyword) {
      case 'properties':
        if (!isRecord(value)) return false;
        for (const key of Object.keys(value)) keys.add(key);
        break;
      case 'required':
        if (!Array.isArray(value)) return false;
        for (const key of value) keys.add(String(key));
        break;
      case 'dependencies':
        if (!isRecord(value)) return false;
        for (const [key, dependency] of Object.entries(value)) {
          keys.add(key);
          if (Array.isArray(dependency)) for (const other of dependency) keys.add(String(other));
          else if (!collect(dependency, keys)) return false;
        }
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        if (!Array.isArray(value) || !value.every((part) => collect(part, keys))) return false;
        break;
      case 'not':
      case 'if':
      case 'then':
      case 'else':
        if (!collect(value, keys)) return false;
        break;
      case 'answerCodes': {
        // Each entry: [key, list, message, controlling key?, controlling value?].
        const entries = isRecord(value) && Array.isArray(value.rules) ? value.rules : undefined;
        if (!entries) return false;
        for (const entry of entries) {
          if (!Array.isArray(entry)) return false;
          keys.add(String(entry[0]));
          if (entry[3] !== undefined) keys.add(String(entry[3]));
        }
        break;
      }
      default:
        // const, enum, additionalProperties, propertyNames, ... read the answers as a whole.
        return false;
    }
  }
  return true;
}

/**
 * The answer keys a schema applied to the answers object reads: the
 * properties it names (whatever their own schemas check reads only that
 * answer), required keys, dependencies, through allOf/anyOf/oneOf/not/if.
 * `null` (any key) for keywords over the whole object and for schemas with
 * `$data`, `$ref` or a message that interpolates data.
 */
export function ruleReads(schema: ValidationSchema | boolean): RuleReads {
  if (refersElsewhere(schema)) return null;
  const keys = new Set<string>();
  return collect(schema, keys) ? [...keys] : null;
}
