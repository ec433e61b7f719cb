import type { Node } from 'jsonc-parser';
import type { ValidationSchema } from '../../definition/types.ts';
import { compileTenantValidation, type TenantValidation } from '../../delivery/compileTenantValidation.ts';
import { compileValidator } from '../../validation/compileValidator.ts';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import { lineColumnAt, nodeAtPointer, reportOffset } from '../json/jsonPositions.ts';
import { validationSchemaWords } from './validationSchemaWords.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import type { TenantSources } from '../tenantSources.ts';

/**
 * Compiles the tenant's schemas (placeholders resolved) once, with form-core's
 * ajv set-up (strict: a misspelled keyword such as "minLenght" is an error,
 * not ignored): the compilation the server validates with and the browser's
 * module is generated from. When it fails, each file is compiled on its own
 * to say where (`validation-schema`); when no single file fails, the
 * combination does (`schema-invalid`, at the first schema file).
 */
export function compileValidationSchemas(
  sources: TenantSources,
  schemas: ValidationSchema[],
): { validation?: TenantValidation; problems: TenantProblem[] } {
  let failure: string;
  try {
    return { validation: compileTenantValidation(schemas), problems: [] };
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const problems = locateSchemaProblems(sources);
  if (problems.length > 0) return { problems };
  const first = sources.schemas[0];
  return {
    problems: [
      {
        file: first?.path ?? 'tenant.json',
        line: 1,
        column: 1,
        rule: 'schema-invalid',
        message: `The validation schemas do not compile: ${failure}`,
      },
    ],
  };
}

/**
 * Each validation schema checked word by word (validationSchemaWords: every
 * mistake at its place, in plain words), then compiled on its own; a compile
 * error is placed at the first
 * word of ajv's message found as a property name in the file (the unknown
 * keyword), else at the start of the file.
 */
function locateSchemaProblems(sources: TenantSources): TenantProblem[] {
  const diagnostics: TenantProblem[] = [];
  for (const file of sources.schemas) {
    const words = validationSchemaWords(file.value);
    if (words.length > 0) {
      for (const problem of words) {
        diagnostics.push({
          file: file.path,
          ...lineColumnAt(file.text, wordOffset(file, problem.pointer, problem.atName)),
          rule: 'validation-schema',
          message: problem.message,
        });
      }
      continue;
    }
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

/** A property's name (an unknown keyword) or the value a pointer names. */
function wordOffset(file: JsonSourceFile, pointer: string, atName: boolean): number {
  if (!file.tree) return 0;
  if (atName) {
    const { node, exact } = nodeAtPointer(file.tree, pointer);
    const name = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    if (exact && name) return name.offset;
  }
  return reportOffset(file.tree, pointer);
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
