import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerOnlyDirectory, tightenTree } from './ownerOnlyFiles.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('owner-only files', () => {
  const root = mkdtempSync(join(tmpdir(), 'owner-only-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('ownerOnlyDirectory creates missing directories 0700 and takes group and other access from an existing one', () => {
    const fresh = join(root, 'a', 'b');
    ownerOnlyDirectory(fresh);
    expect([modeOf(join(root, 'a')), modeOf(fresh)]).toEqual([0o700, 0o700]);
    const existing = join(root, 'existing');
    mkdirSync(existing);
    chmodSync(existing, 0o775);
    ownerOnlyDirectory(existing);
    expect(modeOf(existing)).toBe(0o700);
  });

  it('tightenTree keeps the owner’s bits of every entry, drops the others’, and leaves a link’s target alone', () => {
    const tree = join(root, 'tree');
    mkdirSync(join(tree, 'base'), { recursive: true });
    writeFileSync(join(tree, 'base', 'data'), 'x');
    writeFileSync(join(tree, 'run.sh'), 'x');
    const outside = join(root, 'outside');
    writeFileSync(outside, 'x');
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(tree, 'link'));
    chmodSync(tree, 0o755);
    chmodSync(join(tree, 'base'), 0o777);
    chmodSync(join(tree, 'base', 'data'), 0o666);
    chmodSync(join(tree, 'run.sh'), 0o755);
    expect(tightenTree(tree)).toBe(4);
    expect([tree, join(tree, 'base'), join(tree, 'base', 'data'), join(tree, 'run.sh')].map(modeOf)).toEqual([
      0o700, 0o700, 0o600, 0o700,
    ]);
    expect(modeOf(outside)).toBe(0o644);
    expect(tightenTree(tree)).toBe(0);
  });
});
