import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceDir = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The module specifiers a file imports (static and dynamic). */
function importsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

const isRouteFile = (path: string) => /Routes?\.ts$/.test(basename(path));
const isRepositoryModule = (specifier: string) => /Repository(\.ts)?$/.test(basename(specifier));
const files = sourceFiles(sourceDir);
const routeFiles = files.filter(isRouteFile);

describe('server layout', () => {
  it('finds the route files of every feature', () => {
    const folders = new Set(routeFiles.map((path) => relative(sourceDir, path).split('/')[0]));
    for (const feature of ['accounts', 'sessions', 'applications', 'documents', 'pdf', 'lookup', 'staffLinks']) {
      expect(folders).toContain(feature);
    }
  });

  it('keeps repositories behind services: no route file imports a repository module', () => {
    const offenders = routeFiles.flatMap((path) =>
      importsOf(path)
        .filter(isRepositoryModule)
        .map((specifier) => `${relative(sourceDir, path)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps each repository in its feature or infrastructure folder, not a layer folder', () => {
    const misplaced = files
      .filter((path) => /Repository\.ts$/.test(path))
      .map((path) => relative(sourceDir, path))
      .filter((path) => path.startsWith('repositories/') || path.startsWith('routes/'));
    expect(misplaced).toEqual([]);
  });

  it('reads the session through requireSession, never a non-null assertion', () => {
    const asserted = files.filter((path) => readFileSync(path, 'utf8').includes('request.session!'));
    expect(asserted.map((path) => relative(sourceDir, path))).toEqual([]);
  });
});
