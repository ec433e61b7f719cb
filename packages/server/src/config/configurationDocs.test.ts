import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { repositoryRoot } from './coreSettings.ts';

const docs = readFileSync(join(repositoryRoot, 'docs/configuration.md'), 'utf8');

// Set by npm itself for scripts, not by an operator.
const notSettings = new Set(['INIT_CWD']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes('node_modules'));
}

/** Names read as `env.NAME` / `env['NAME']` in the server, the scripts, the e2e support and the benchmarks. */
function settingsInSources(): Set<string> {
  const names = new Set<string>();
  const roots = ['packages/server/src', 'scripts', 'e2e/support', 'bench'].map((root) => join(repositoryRoot, root));
  for (const file of roots.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)) {
      names.add((match[1] ?? match[2])!);
    }
  }
  return names;
}

/** Names loadConfig looks up, recorded at run time (settings read through the env reader by a name in a variable). */
function settingsReadByLoadConfig(): Set<string> {
  const names = new Set<string>();
  const environments: NodeJS.ProcessEnv[] = [{}, { S3_BUCKET: 'documents' }, { NODE_ENV: 'production' }];
  for (const values of environments) {
    const recording = new Proxy(values, {
      get(target, key) {
        if (typeof key === 'string') names.add(key);
        return target[key as string];
      },
    });
    try {
      loadConfig(recording);
    } catch {
      // The production environment is incomplete on purpose: only the names matter here.
    }
  }
  return names;
}

/** The variables docs/configuration.md lists: the first cell of a table row. */
function documentedSettings(): Set<string> {
  return new Set([...docs.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]!));
}

describe('docs/configuration.md', () => {
  const read = new Set(
    [...settingsInSources(), ...settingsReadByLoadConfig()].filter((name) => !notSettings.has(name)),
  );

  it('lists every setting the code reads', () => {
    expect(read.size).toBeGreaterThan(40);
    const missing = [...read].filter((name) => !documentedSettings().has(name)).sort();
    expect(missing, 'add these to docs/configuration.md').toEqual([]);
  });

  it('lists no setting the code does not read', () => {
    const stale = [...documentedSettings()].filter((name) => !read.has(name)).sort();
    expect(stale, 'remove these from docs/configuration.md, or read them').toEqual([]);
  });
});
