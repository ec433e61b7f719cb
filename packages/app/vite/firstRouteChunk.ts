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

/**
 * The modules the first page needs: the entry's static imports and those of
 * the lazy modules every form route loads at once (`routeModuleSuffixes`).
 */
function firstRouteModules(context: ChunkingContext, anyModule: string, routeModuleSuffixes: readonly string[]) {
  const info = (id: string) => context.getModuleInfo(id);
  const ancestors = reachable([anyModule], (id) => [
    ...(info(id)?.importers ?? []),
    ...(info(id)?.dynamicImporters ?? []),
  ]);
  const entries = [...ancestors].filter((id) => info(id)?.isEntry);
  const everything = reachable(entries, (id) => [
    ...(info(id)?.importedIds ?? []),
    ...(info(id)?.dynamicallyImportedIds ?? []),
  ]);
  const routeModules = [...everything].filter((id) => routeModuleSuffixes.some((suffix) => id.endsWith(suffix)));
  return reachable([...entries, ...routeModules], (id) => info(id)?.importedIds ?? []);
}

/**
 * A chunk group holding every module the first page needs: the entry's
 * static imports and those of the lazy modules every form route loads at once
 * (`routeModuleSuffixes`, e.g. the form page). Split by rolldown's default,
 * the modules shared between the entry and those lazy modules become two
 * dozen small chunks, each a request (a round trip on a slow network) and
 * each compressed on its own; one chunk of the same modules is smaller and
 * arrives in one request. Modules that only lazily loaded code imports (the
 * account pages, the applicant layout, what a dialog loads when it opens)
 * keep rolldown's default chunks.
 */
export function firstRouteChunk(name: string, routeModuleSuffixes: readonly string[]): CodeSplittingGroup {
  // One set per chunking pass (a pass hands every call the same context).
  const passes = new WeakMap<ChunkingContext, Set<string>>();
  return {
    name(moduleId, context) {
      let modules = passes.get(context);
      if (!modules) {
        modules = firstRouteModules(context, moduleId, routeModuleSuffixes);
        passes.set(context, modules);
      }
      return modules.has(moduleId) ? name : null;
    },
  };
}
