import { unknownFieldWords } from '../../definitionFiles/schemaProblems.ts';
import { validateDefinitionFile } from '../../definitionFiles/validateDefinitionFile.ts';
import type { DefinitionFileKind } from '../../definitionFiles/validateDefinitionFile.ts';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import { lineColumnAt, nodeAtPointer, reportOffset } from '../json/jsonPositions.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import type { TenantSources } from '../tenantSources.ts';

/**
 * tenant.json, the pages, the data model and the error summary against
 * form-core's definition JSON Schemas (the same ones editors use through
 * `$schema`): misspelled or unknown fields, missing fields, wrong values.
 */
export function checkDefinitionSchemas(sources: TenantSources): TenantProblem[] {
  const files: [DefinitionFileKind, JsonSourceFile | undefined][] = [
    ['tenant', sources.config],
    ...sources.pages.map((file): [DefinitionFileKind, JsonSourceFile] => ['page', file]),
    ['dataModel', sources.dataModel],
    ['errorSummary', sources.errorSummary],
    ['checklist', sources.checklist],
  ];
  return files.flatMap(([kind, file]) =>
    file
      ? validateDefinitionFile(kind, file.value).map((problem) => ({
          file: file.path,
          ...lineColumnAt(file.text, problemOffset(file, problem.path, problem.message)),
          rule: 'definition-schema',
          message: problem.message,
        }))
      : [],
  );
}

/**
 * Where a problem at a pointer is reported: an unknown property at its name
 * (the typo), anything else at the offending value (a container at its
 * property name).
 */
export function problemOffset(file: JsonSourceFile, pointer: string, message: string): number {
  if (!file.tree) return 0;
  if (message.includes(unknownFieldWords)) {
    const { node, exact } = nodeAtPointer(file.tree, pointer);
    const name = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    if (exact && name) return name.offset;
  }
  return reportOffset(file.tree, pointer);
}
