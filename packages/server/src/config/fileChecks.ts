import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

function accessible(path: string, mode: number): boolean {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Why `path` cannot serve as a writable directory (it is created on first use), or undefined when it can. */
export function writableDirectoryProblem(path: string): string | undefined {
  if (existsSync(path)) {
    if (!isDirectory(path)) return `"${path}" is not a directory`;
    if (!accessible(path, constants.W_OK | constants.X_OK)) return `"${path}" is not writable by this process`;
    return undefined;
  }
  let ancestor = dirname(path);
  while (!existsSync(ancestor) && dirname(ancestor) !== ancestor) ancestor = dirname(ancestor);
  if (!isDirectory(ancestor)) return `"${path}" cannot be created: "${ancestor}" is not a directory`;
  if (!accessible(ancestor, constants.W_OK | constants.X_OK)) {
    return `"${path}" cannot be created: "${ancestor}" is not writable by this process`;
  }
  return undefined;
}

/** Why `path` is not an existing directory, or undefined when it is. */
export function existingDirectoryProblem(path: string): string | undefined {
  if (!existsSync(path)) return `"${path}" does not exist`;
  return isDirectory(path) ? undefined : `"${path}" is not a directory`;
}

/** Why `path` is not a readable file, or undefined when it is. */
export function readableFileProblem(path: string): string | undefined {
  if (!existsSync(path)) return `"${path}" does not exist`;
  if (isDirectory(path)) return `"${path}" is a directory, not a file`;
  return accessible(path, constants.R_OK) ? undefined : `"${path}" is not readable by this process`;
}

/** The folders under `tenantsDir` that hold a tenant.json, sorted. */
export function availableTenants(tenantsDir: string): string[] {
  try {
    return readdirSync(tenantsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`${tenantsDir}/${entry.name}/tenant.json`))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}
