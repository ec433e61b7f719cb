import type { TenantBundle } from '../../definition/types.ts';
import { combineSchemas } from '../../validation/combineSchemas.ts';
import { createAjv } from '../../validation/createAjv.ts';
import { bundleFiles, notInDataModel } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';
import { schemaKeys } from './schemaKeys.ts';

/** Schema keys must match answer keys, and (unless the caller compiles them) the schemas must compile. */
export function checkSchemas(bundle: TenantBundle, compile = true): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const files = bundleFiles(bundle);
  const model = bundle.dataModel?.keys ?? {};
  bundle.schemas.forEach((schema, s) => {
    const seen = new Set<string>();
    for (const { key, pointer } of schemaKeys(schema)) {
      if (Object.hasOwn(model, key) || seen.has(`${key}${pointer}`)) continue;
      seen.add(`${key}${pointer}`);
      issues.push({
        rule: 'schema-unknown-key',
        message: `Validation schema key "${key}" does not match any answer key: it is ${notInDataModel}`,
        file: files.schema(s),
        pointer,
      });
    }
  });
  if (!compile) return issues;
  try {
    createAjv().compile(combineSchemas(bundle.schemas));
  } catch (error) {
    issues.push({
      rule: 'schema-invalid',
      message: `The validation schemas do not compile: ${error instanceof Error ? error.message : String(error)}`,
      file: files.schema(0),
    });
  }
  return issues;
}
