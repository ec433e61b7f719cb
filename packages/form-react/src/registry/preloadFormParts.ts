import { LazyAddAnother, LazyTabGroup } from '../renderer/lazyGroupRenderers.tsx';
import type { WidgetMap } from './createWidgetRegistry.ts';

/**
 * Loads the code a page loads on demand: every lazily bound widget in
 * `widgets` (e.g. `defaultWidgets`), the renderer's tab groups and add-another
 * groups; resolves
 * when all of it is there. A host whose next page will surely show some of
 * them (a signed-in applicant's) calls it early, so they render at once.
 */
export async function preloadFormParts(widgets: WidgetMap): Promise<void> {
  await Promise.all([
    LazyTabGroup.preload(),
    LazyAddAnother.preload(),
    ...Object.values(widgets).map((binding) => binding.preload?.()),
  ]);
}
