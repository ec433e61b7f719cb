import type { TenantBundle } from '../../definition/types.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';
import { answerRules } from './answerSchemas.ts';

/**
 * A rule on the value of an upload (`"cv": { "minLength": 1 }`) can never
 * refuse anything: an upload's key is absent from the validated answers until
 * a document is stored, and then holds the stored-document marker. Only a
 * `required` entry naming the key requires the upload, so a property rule on
 * a document key is reported where it stands.
 */
export function checkDocumentRules(bundle: TenantBundle): ConfigurationIssue[] {
  const files = bundleFiles(bundle);
  const model = bundle.dataModel?.keys ?? {};
  const issues: ConfigurationIssue[] = [];
  bundle.schemas.forEach((schema, s) => {
    for (const rule of answerRules(schema)) {
      if (rule.schema === undefined || model[rule.key]?.type !== 'document') continue;
      issues.push({
        rule: 'document-rule',
        message:
          `"${rule.key}" is an upload: a rule on its value never fires (the key is absent until a document is ` +
          `stored). Require the upload with a "required" entry instead: "required": ["${rule.key}"], ` +
          `with its message in "errorMessage": { "required": { "${rule.key}": "..." } }`,
        file: files.schema(s),
        pointer: rule.pointer,
      });
    }
  });
  return issues;
}
