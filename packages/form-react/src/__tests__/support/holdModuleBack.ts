/**
 * A module whose import waits until the test lets it through: a chunk that
 * has not arrived yet. Hand `factory` to `vi.doMock` in the test file (its
 * path is read relative to the file that calls `vi.doMock`), after
 * `vi.resetModules()` so that nothing has loaded the module already:
 *
 *     const chunk = holdModuleBack();
 *     vi.doMock('../widgets/select/DownshiftSelect.tsx', chunk.factory);
 *
 * Each import of the module counts in `requested()` and then waits for
 * `release()`, after which it is the real module.
 */
export function holdModuleBack() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  return {
    factory: async (importOriginal: () => Promise<Record<string, unknown>>) => {
      requested += 1;
      await gate;
      return importOriginal();
    },
    release,
    requested: () => requested,
  };
}
