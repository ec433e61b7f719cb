import { positionOfPointer } from './json/jsonPositions.ts';
import { parseJsonSource, type JsonSourceFile } from './json/jsonSourceFile.ts';
import { isInsideFolder, type TenantFileReader } from './tenantFileReader.ts';
import type { TenantProblem } from './tenantProblem.ts';
import { checklistFileName } from '../checklist/checklistTypes.ts';

/** The files of one tenant as listed by its tenant.json, each parsed with positions. */
export interface TenantSources {
  config: JsonSourceFile | undefined;
  pages: JsonSourceFile[];
  schemas: JsonSourceFile[];
  dataModel: JsonSourceFile | undefined;
  errorSummary: JsonSourceFile | undefined;
  /** checklist.json beside tenant.json, when the tenant has one (it is optional and not listed). */
  checklist: JsonSourceFile | undefined;
  /** Every JSON file of the folder, listed or not (for syntax and duplicate-key checks). */
  allJsonFiles: JsonSourceFile[];
  /** Missing or unreadable files, and listed paths that leave the folder. */
  loadProblems: TenantProblem[];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads tenant.json and the files it lists (pages, schemas, dataModel, errorSummary), keeping positions. */
export function readTenantSources(reader: TenantFileReader): TenantSources {
  const files = new Map<string, JsonSourceFile>();
  const loadProblems: TenantProblem[] = [];
  const parse = (path: string): JsonSourceFile | undefined => {
    const cached = files.get(path);
    if (cached) return cached;
    const text = reader.readText(path);
    if (text === undefined) return undefined;
    const file = parseJsonSource(text, path);
    files.set(path, file);
    return file;
  };
  for (const path of reader.listJsonFiles()) parse(path);

  const config = parse('tenant.json');
  if (!config) {
    loadProblems.push({
      file: 'tenant.json',
      line: 1,
      column: 1,
      rule: 'missing-file',
      message: 'tenant.json not found: every tenant folder needs one',
    });
  }
  const configValue = isRecord(config?.value) ? config.value : {};

  // A file named in tenant.json: problems are reported where it is named.
  const listed = (pointer: string, name: unknown): JsonSourceFile | undefined => {
    if (typeof name !== 'string' || !config) return undefined;
    const problem = (message: string) =>
      loadProblems.push({
        file: config.path,
        ...positionOfPointer(config.text, config.tree, pointer),
        rule: 'missing-file',
        message,
      });
    if (!isInsideFolder(name)) {
      problem(`"${name}" must be a path inside the tenant folder (no leading / and no ..)`);
      return undefined;
    }
    const path = name.replace(/^\.\//, '').replaceAll('\\', '/');
    const file = parse(path);
    if (!file) {
      const exists = reader.readBytes(path) !== undefined;
      problem(
        `"${name}" ${exists ? 'is not a readable .json file' : 'does not exist'} (relative to the tenant folder)`,
      );
    }
    return file;
  };
  const listedAll = (property: string) =>
    (Array.isArray(configValue[property]) ? (configValue[property] as unknown[]) : [])
      .map((name, index) => listed(`/${property}/${index}`, name))
      .filter((file): file is JsonSourceFile => file !== undefined);

  return {
    config,
    pages: listedAll('pages'),
    schemas: listedAll('schemas'),
    dataModel: listed('/dataModel', configValue.dataModel),
    errorSummary: listed('/errorSummary', configValue.errorSummary),
    checklist: files.get(checklistFileName),
    allJsonFiles: [...files.values()],
    loadProblems,
  };
}
