import { useStoreValue } from '../store/useStoreSelection.ts';
import { useRenderContext } from './RenderContext.tsx';

/**
 * Whether the item at this definition path is shown (form-core's
 * computeVisibility, computed once per state). Paths follow form-core's index:
 * `{pageId}/sections/{s}/items/{i}`, `.../cases/{c}/items/{i}`, `.../tabs/{t}/items/{i}`,
 * `.../instances/{n}/{i}`, `.../after/{i}`, `.../reveal/{value}/{i}`.
 */
export function useItemVisible(path: string): boolean {
  const { store } = useRenderContext();
  // Notified only when the visibility object changes: a keystroke in a text field runs none of these selectors.
  return useStoreValue(store.visibilityView, (state) => store.visibilityOf(state).isItemVisible(path));
}
