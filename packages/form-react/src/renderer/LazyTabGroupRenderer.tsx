import { createLazyComponent } from '../lazy/createLazyComponent.tsx';
import type { TabGroupRendererProps } from './TabGroupRenderer.tsx';

/**
 * TabGroupRenderer once its chunk has arrived (at once when it has); nothing until then. Tab groups are rare (one
 * page of the first tenant has one) and never on a visitor's first page, so their code loads when one shows, or
 * ahead with `preloadFormParts`.
 */
export const LazyTabGroupRenderer = createLazyComponent<TabGroupRendererProps>(
  async () => (await import('./TabGroupRenderer.tsx')).TabGroupRenderer,
);
