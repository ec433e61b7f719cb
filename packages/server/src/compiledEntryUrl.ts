/**
 * The folder of the compiled server, defined only in the production build
 * (scripts/build/compileServerBundle.ts): every compiled program and chunk is
 * in that one folder.
 */
declare const compiledOutputDir: URL | undefined;

/**
 * The compiled program `<name>.js` (a worker thread's entry, named as in the
 * build's entries) when the server runs compiled; undefined when it runs from
 * its TypeScript sources.
 */
export function compiledEntryUrl(name: string): URL | undefined {
  return typeof compiledOutputDir === 'undefined' ? undefined : new URL(`./${name}.js`, compiledOutputDir);
}
