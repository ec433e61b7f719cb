import { visit } from 'jsonc-parser';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import { lineColumnAt } from '../json/jsonPositions.ts';
import type { TenantProblem } from '../tenantProblem.ts';

/**
 * Keys repeated inside one JSON object. JSON.parse silently keeps the last
 * value, so the first one is lost without a trace: report every repeat at the
 * repeated key, naming where the first one is.
 */
export function findDuplicateKeys(file: JsonSourceFile): TenantProblem[] {
  const diagnostics: TenantProblem[] = [];
  const openObjects: Map<string, number>[] = [];
  visit(
    file.text,
    {
      onObjectBegin: () => {
        openObjects.push(new Map());
      },
      onObjectEnd: () => {
        openObjects.pop();
      },
      onObjectProperty: (name, offset) => {
        const seen = openObjects.at(-1);
        if (!seen) return;
        const firstOffset = seen.get(name);
        if (firstOffset === undefined) {
          seen.set(name, offset);
          return;
        }
        const first = lineColumnAt(file.text, firstOffset);
        diagnostics.push({
          file: file.path,
          ...lineColumnAt(file.text, offset),
          rule: 'json-duplicate-key',
          message: `duplicate key "${name}" (first at line ${first.line}, column ${first.column}); only the last value would be used`,
        });
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return diagnostics;
}
