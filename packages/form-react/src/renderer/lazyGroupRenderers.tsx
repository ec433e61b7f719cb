import { createLazyComponent } from '../lazy/createLazyComponent.tsx';
import type { AddAnotherRendererProps } from './AddAnotherRenderer.tsx';
import type { TabGroupRendererProps } from './TabGroupRenderer.tsx';

// Tab groups and add-another groups are their own chunks, loaded when one first shows (ItemList renders them only
// while visible) or ahead with `preloadFormParts`: many pages, a visitor's first among them, show neither. Until
// the code has arrived they show nothing; then they render at once, in every later page too.

export const LazyTabGroup = createLazyComponent<TabGroupRendererProps>(
  async () => (await import('./TabGroupRenderer.tsx')).VisibleTabGroup,
);

export const LazyAddAnother = createLazyComponent<AddAnotherRendererProps>(
  async () => (await import('./AddAnotherRenderer.tsx')).VisibleAddAnother,
);
