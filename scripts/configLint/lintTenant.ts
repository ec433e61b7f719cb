import * as fs from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import { folderReader, loadTenant, type AuthoredWidgetSpecs } from '@admissions/form-core';
import { compareDiagnostics, type LintDiagnostic } from './lintDiagnostic.ts';

export interface LintTenantOptions {
  /** The widget specs pages may use, with their options schemas (default: form-core's authoredWidgetSpecs); other names are reported. */
  widgets?: AuthoredWidgetSpecs;
}

/** Display path: relative to the root, forward slashes on every platform. */
export function displayPath(rootDir: string, absolutePath: string): string {
  return relative(rootDir, absolutePath).split(sep).join('/');
}

/**
 * Lints one tenant folder with the one tenant loader (form-core's loadTenant,
 * the same checks the server runs at start), every file path made relative to
 * the lint root.
 */
export function lintTenant(rootDir: string, tenantDir: string, options: LintTenantOptions = {}): LintDiagnostic[] {
  const folder = resolve(rootDir, tenantDir);
  const loaded = loadTenant(basename(folder), folderReader(folder, fs), options);
  const dir = displayPath(rootDir, folder);
  return loaded.problems
    .map((problem) => ({ ...problem, file: dir === '' ? problem.file : `${dir}/${problem.file}` }))
    .sort(compareDiagnostics);
}
