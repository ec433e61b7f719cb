import { describe, expect, it, vi } from 'vitest';
import { createChunkLoader } from './createChunkLoader.ts';

/** An importer whose every call is a load the test settles by hand. */
function manualImporter<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, calls };
}

describe('createChunkLoader', () => {
  it('starts nothing until the first load, which starts the import', () => {
    const { importer } = manualImporter<string>();
    const chunk = createChunkLoader(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(chunk.loaded()).toBeUndefined();
    void chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('shares the load under way with later calls', async () => {
    const { importer, calls } = manualImporter<string>();
    const chunk = createChunkLoader(importer);
    const first = chunk.load();
    const second = chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(chunk.loaded()).toBeUndefined();
    calls[0]!.resolve('the chunk');
    await expect(first).resolves.toBe('the chunk');
    await expect(second).resolves.toBe('the chunk');
  });

  it('keeps a loaded value: loaded() returns it at once and later loads resolve with it without importing again', async () => {
    const { importer, calls } = manualImporter<{ name: string }>();
    const chunk = createChunkLoader(importer);
    const loading = chunk.load();
    const value = { name: 'the chunk' };
    calls[0]!.resolve(value);
    await loading;
    expect(chunk.loaded()).toBe(value);
    await expect(chunk.load()).resolves.toBe(value);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the next load imports again, and its value is kept', async () => {
    const { importer, calls } = manualImporter<string>();
    const chunk = createChunkLoader(importer);
    const failing = chunk.load();
    calls[0]!.reject(new Error('chunk missing'));
    await expect(failing).rejects.toThrow('chunk missing');
    expect(chunk.loaded()).toBeUndefined();

    const retry = chunk.load();
    expect(importer).toHaveBeenCalledTimes(2);
    calls[1]!.resolve('second try');
    await expect(retry).resolves.toBe('second try');
    expect(chunk.loaded()).toBe('second try');
  });

  it('tells onLoad once, when a load succeeds, with loaded() already returning the value', async () => {
    const { importer, calls } = manualImporter<string>();
    const seen: (string | undefined)[] = [];
    const chunk = createChunkLoader(importer, (value) => seen.push(value, chunk.loaded()));
    const failing = chunk.load();
    calls[0]!.reject(new Error('chunk missing'));
    await expect(failing).rejects.toThrow('chunk missing');
    expect(seen).toEqual([]);

    const loading = chunk.load();
    calls[1]!.resolve('the chunk');
    await loading;
    await chunk.load();
    expect(seen).toEqual(['the chunk', 'the chunk']);
  });
});
