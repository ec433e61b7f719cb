import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/** Every module reachable from `start` through `next`. */
function reachable(start: Iterable<string>, next: (id: string) => readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...next(id));
  }
  return found;
}

/** The entry's static imports, all the way down: what the first page runs before anything loads lazily. */
function firstRouteModules(context: ChunkingContext, anyModule: string): Set<string> {
  const info = (id: string) => context.getModuleInfo(id);
  const ancestors = reachable([anyModule], (id) => [
    ...(info(id)?.importers ?? []),
    ...(info(id)?.dynamicImporters ?? []),
  ]);
  const entries = [...ancestors].filter((id) => info(id)?.isEntry);
  return reachable(entries, (id) => info(id)?.importedIds ?? []);
}

/**
 * A chunk group holding every module the first page needs: the entry and
 * its static imports (the form page among them). Split by rolldown's
 * default, the modules the entry shares with lazily loaded code (the account
 * pages, the applicant layout) become two dozen small chunks, each a request
 * (a round trip on a slow network) and each compressed on its own; one chunk
 * of the same modules is smaller and arrives in one request. Modules that
 * only lazily loaded code imports keep rolldown's default chunks.
 */
export function firstRouteChunk(
  name: string,
  /**
   * Modules never captured although a first-route module imports them: code a package index re-exports but the
   * first page never runs. Unused ES modules fall away when the chunk is built, but CommonJS ones would be kept.
   */
  exclude?: RegExp,
): CodeSplittingGroup {
  // One set per chunking pass (a pass hands every call the same context).
  const passes = new WeakMap<ChunkingContext, Set<string>>();
  return {
    name(moduleId, context) {
      let modules = passes.get(context);
      if (!modules) {
        modules = firstRouteModules(context, moduleId);
        passes.set(context, modules);
      }
      return modules.has(moduleId) && !exclude?.test(moduleId) ? name : null;
    },
  };
}
