import { visit } from 'jsonc-parser';
import type { JsonSourceFile } from '../jsonSourceFile.ts';
import { lineColumnAt } from '../jsonPositions.ts';
import type { LintDiagnostic } from '../lintDiagnostic.ts';

/**
 * Keys repeated inside one JSON object. JSON.parse silently keeps the last
 * value, so the first one is lost without a trace: report every repeat at the
 * repeated key, naming where the first one is.
 */
export function findDuplicateKeys(file: JsonSourceFile): LintDiagnostic[] {
  const diagnostics: LintDiagnostic[] = [];
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
