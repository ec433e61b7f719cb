import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { readJsonSourceFile } from './jsonSourceFile.ts';
import type { JsonSourceFile } from './jsonSourceFile.ts';
import { positionOfPointer } from './jsonPositions.ts';
import type { LintDiagnostic } from './lintDiagnostic.ts';

/** The files of one tenant as listed by its tenant.json, each parsed with positions. */
export interface TenantSources {
  /** Tenant folder, relative to the lint root. */
  dir: string;
  config: JsonSourceFile | undefined;
  pages: JsonSourceFile[];
  schemas: JsonSourceFile[];
  dataModel: JsonSourceFile | undefined;
  errorSummary: JsonSourceFile | undefined;
  /** Every JSON file under the tenant folder, listed or not (for syntax and duplicate-key checks). */
  allJsonFiles: JsonSourceFile[];
  /** Missing or unreadable files. */
  loadProblems: LintDiagnostic[];
}

/** Display path: relative to the root, forward slashes on every platform. */
export function displayPath(rootDir: string, absolutePath: string): string {
  return relative(rootDir, absolutePath).split(sep).join('/');
}

/** Loads tenant.json and the files it lists (pages, schemas, dataModel, errorSummary). */
export function loadTenantSources(rootDir: string, tenantDir: string): TenantSources {
  const absoluteDir = resolve(rootDir, tenantDir);
  const files = new Map<string, JsonSourceFile>();
  const loadProblems: LintDiagnostic[] = [];
  const dir = displayPath(rootDir, absoluteDir);

  for (const absolutePath of jsonFilesUnder(absoluteDir)) {
    files.set(absolutePath, readJsonSourceFile(absolutePath, displayPath(rootDir, absolutePath)));
  }

  const configPath = join(absoluteDir, 'tenant.json');
  const config = files.get(configPath);
  if (!config) {
    loadProblems.push({
      file: displayPath(rootDir, configPath),
      line: 1,
      column: 1,
      rule: 'missing-file',
      message: 'tenant.json not found: every tenant folder needs one',
    });
  }
  const configValue = isRecord(config?.value) ? config.value : {};

  // A file named in tenant.json: missing ones are reported where they are named.
  const listed = (pointer: string, name: unknown): JsonSourceFile | undefined => {
    if (typeof name !== 'string' || !config) return undefined;
    const absolutePath = resolve(absoluteDir, name);
    const file = files.get(absolutePath);
    if (!file) {
      const reason = existsSync(absolutePath) ? 'is not a readable .json file' : 'does not exist';
      loadProblems.push({
        file: config.path,
        ...positionOfPointer(config.text, config.tree, pointer),
        rule: 'missing-file',
        message: `"${name}" ${reason} (relative to ${dir}/)`,
      });
    }
    return file;
  };
  const listedAll = (property: string) =>
    (Array.isArray(configValue[property]) ? (configValue[property] as unknown[]) : [])
      .map((name, index) => listed(`/${property}/${index}`, name))
      .filter((file): file is JsonSourceFile => file !== undefined);

  return {
    dir,
    config,
    pages: listedAll('pages'),
    schemas: listedAll('schemas'),
    dataModel: listed('/dataModel', configValue.dataModel),
    errorSummary: listed('/errorSummary', configValue.errorSummary),
    allJsonFiles: [...files.values()],
    loadProblems,
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonFilesUnder(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...jsonFilesUnder(path));
    else if (entry.isFile() && entry.name.endsWith('.json')) found.push(path);
  }
  return found;
}
