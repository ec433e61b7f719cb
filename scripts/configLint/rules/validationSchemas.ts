import { compileValidator } from '@admissions/form-core';
import type { ValidationSchema } from '@admissions/form-core';
import type { Node } from 'jsonc-parser';
import type { JsonSourceFile } from '../jsonSourceFile.ts';
import { lineColumnAt } from '../jsonPositions.ts';
import type { LintDiagnostic } from '../lintDiagnostic.ts';
import type { TenantSources } from '../loadTenantSources.ts';

/**
 * Each validation schema must compile on its own with form-core's ajv set-up
 * (strict: a misspelled keyword such as "minLenght" is an error, not ignored).
 * The error is placed at the first word of ajv's message found as a property
 * name in the file (the unknown keyword), else at the start of the file.
 */
export function checkValidationSchemas(sources: TenantSources): LintDiagnostic[] {
  const diagnostics: LintDiagnostic[] = [];
  for (const file of sources.schemas) {
    try {
      compileValidator([file.value as ValidationSchema]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      diagnostics.push({
        file: file.path,
        ...lineColumnAt(file.text, offsetOfNamedProperty(file, message)),
        rule: 'validation-schema',
        message: `the validation schema does not compile: ${message}`,
      });
    }
  }
  return diagnostics;
}

function offsetOfNamedProperty(file: JsonSourceFile, message: string): number {
  if (!file.tree) return 0;
  for (const [, word] of message.matchAll(/"([^"]+)"/g)) {
    const offset = word ? findPropertyName(file.tree, word) : undefined;
    if (offset !== undefined) return offset;
  }
  return 0;
}

function findPropertyName(node: Node, name: string): number | undefined {
  for (const child of node.children ?? []) {
    if (child.type === 'property' && child.children?.[0]?.value === name) return child.children[0].offset;
    const found = findPropertyName(child, name);
    if (found !== undefined) return found;
  }
  return undefined;
}
