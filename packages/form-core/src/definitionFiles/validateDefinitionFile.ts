import type { ValidateFunction } from 'ajv';
import checklistSchema from '../../schema/checklist.schema.json';
import dataModelSchema from '../../schema/data-model.schema.json';
import errorSummarySchema from '../../schema/error-summary.schema.json';
import pageSchema from '../../schema/page.schema.json';
import tenantSchema from '../../schema/tenant.schema.json';
import { createAjv } from '../validation/createAjv.ts';
import { schemaProblems } from './schemaProblems.ts';
import type { DefinitionFileProblem } from './schemaProblems.ts';

/** Which definition file a parsed JSON value is. */
export type DefinitionFileKind = 'page' | 'tenant' | 'dataModel' | 'errorSummary' | 'checklist';

export type { DefinitionFileProblem };

/** The JSON Schemas of the definition files (packages/form-core/schema/*.schema.json), by kind. */
export const definitionFileSchemas: Record<DefinitionFileKind, object> = {
  page: pageSchema,
  tenant: tenantSchema,
  dataModel: dataModelSchema,
  errorSummary: errorSummarySchema,
  checklist: checklistSchema,
};

const compiled = new Map<DefinitionFileKind, ValidateFunction>();
let sharedAjv: ReturnType<typeof createAjv> | undefined;

function validatorFor(kind: DefinitionFileKind): ValidateFunction {
  let validate = compiled.get(kind);
  if (!validate) {
    // One ajv for every definition schema: each new instance compiles the meta-schema again.
    validate = (sharedAjv ??= createAjv({ verbose: true })).compile(definitionFileSchemas[kind]);
    compiled.set(kind, validate);
  }
  return validate;
}

/**
 * Checks a parsed definition file against its JSON Schema. Problems point at
 * the offending value: an unknown property at the property itself (typos such
 * as `lable`), a missing one at the object that lacks it.
 */
export function validateDefinitionFile(kind: DefinitionFileKind, json: unknown): DefinitionFileProblem[] {
  const validate = validatorFor(kind);
  return validate(json) ? [] : schemaProblems(validate.errors ?? [], definitionFileSchemas[kind]);
}
