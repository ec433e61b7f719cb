/**
 * How the loader reads a tenant folder. Paths are relative to the folder, with
 * forward slashes; the loader never asks for a path that leaves the folder.
 * form-core reads no files itself: the host passes a reader (see folderReader).
 */
export interface TenantFileReader {
  /** The text of a file (UTF-8), or undefined when it does not exist or cannot be read. */
  readText(path: string): string | undefined;
  /** The bytes of a file (the logo), or undefined when it does not exist or cannot be read. */
  readBytes(path: string): Uint8Array | undefined;
  /** Every `.json` file of the folder, listed in tenant.json or not (so their syntax is checked too). */
  listJsonFiles(): string[];
}

/** The part of Node's `fs` a folder reader needs (passed in, so form-core imports no Node built-in). */
export interface FolderFileSystem {
  readFileSync(path: string): Uint8Array;
  readdirSync(
    path: string,
    options: { withFileTypes: true },
  ): { name: string; isDirectory(): boolean; isFile(): boolean }[];
}

/** Whether a path named in tenant.json stays inside the tenant folder. */
export function isInsideFolder(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) return false;
  return !path.split(/[\\/]/).some((segment) => segment === '..');
}

/**
 * A reader over a folder on disk: `folderReader('/srv/tenants/nsu', fs)` with
 * Node's `fs`. Folders and files starting with a dot and `node_modules` are
 * not listed.
 */
export function folderReader(folder: string, fs: FolderFileSystem): TenantFileReader {
  const base = folder.replace(/[\\/]+$/, '');
  const readBytes = (path: string): Uint8Array | undefined => {
    if (!isInsideFolder(path)) return undefined;
    try {
      return fs.readFileSync(`${base}/${path}`);
    } catch {
      return undefined;
    }
  };
  const list = (relative: string): string[] => {
    let entries: ReturnType<FolderFileSystem['readdirSync']>;
    try {
      entries = fs.readdirSync(relative === '' ? base : `${base}/${relative}`, { withFileTypes: true });
    } catch {
      return [];
    }
    const found: string[] = [];
    for (const entry of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) found.push(...list(path));
      else if (entry.isFile() && entry.name.endsWith('.json')) found.push(path);
    }
    return found;
  };
  return {
    readText(path) {
      const bytes = readBytes(path);
      return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
    },
    readBytes,
    listJsonFiles: () => list(''),
  };
}
