import type { ErrorObject } from 'ajv';

export interface DefinitionFileProblem {
  /** JSON pointer of the offending value ('' for the root). */
  path: string;
  message: string;
}

/**
 * ajv's errors as problems that point at the offending value: an unknown
 * property at the property itself (typos such as `lable`), a missing one at
 * the object that lacks it. `if` summaries are left out (their branch's own
 * problems are reported); duplicates are reported once.
 */
export function schemaProblems(errors: readonly ErrorObject[]): DefinitionFileProblem[] {
  const problems: DefinitionFileProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    let path = error.instancePath;
    let message = error.message ?? error.keyword;
    if (error.keyword === 'additionalProperties') {
      const name = String(error.params.additionalProperty);
      path = `${path}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      message = `unknown property "${name}"`;
    } else if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues)) {
      message = `must be one of: ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
    } else if (error.keyword === 'const') {
      message = `must be ${JSON.stringify(error.params.allowedValue)}`;
    }
    const id = `${path}|${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ path, message });
  }
  return problems;
}
