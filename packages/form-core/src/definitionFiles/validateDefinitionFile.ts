import type { ValidateFunction } from 'ajv';
import dataModelSchema from '../../schema/data-model.schema.json';
import errorSummarySchema from '../../schema/error-summary.schema.json';
import pageSchema from '../../schema/page.schema.json';
import tenantSchema from '../../schema/tenant.schema.json';
import { createAjv } from '../validation/createAjv.ts';

/** Which definition file a parsed JSON value is. */
export type DefinitionFileKind = 'page' | 'tenant' | 'dataModel' | 'errorSummary';

export interface DefinitionFileProblem {
  /** JSON pointer of the offending value ('' for the root). */
  path: string;
  message: string;
}

/** The JSON Schemas of the definition files (packages/form-core/schema/*.schema.json), by kind. */
export const definitionFileSchemas: Record<DefinitionFileKind, object> = {
  page: pageSchema,
  tenant: tenantSchema,
  dataModel: dataModelSchema,
  errorSummary: errorSummarySchema,
};

const compiled = new Map<DefinitionFileKind, ValidateFunction>();
let sharedAjv: ReturnType<typeof createAjv> | undefined;

function validatorFor(kind: DefinitionFileKind): ValidateFunction {
  let validate = compiled.get(kind);
  if (!validate) {
    // One ajv for the four schemas: each new instance compiles the meta-schema again.
    validate = (sharedAjv ??= createAjv()).compile(definitionFileSchemas[kind]);
    compiled.set(kind, validate);
  }
  return validate;
}

/**
 * Checks a parsed definition file against its JSON Schema. Problems point at
 * the offending value: an unknown property at the property itself (typos such
 * as `lable`), a missing one at the object that lacks it. `if` summaries are
 * left out (their branch's own problems are reported).
 */
export function validateDefinitionFile(kind: DefinitionFileKind, json: unknown): DefinitionFileProblem[] {
  const validate = validatorFor(kind);
  if (validate(json)) return [];
  const problems: DefinitionFileProblem[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
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
