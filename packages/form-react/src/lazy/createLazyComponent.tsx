import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createChunkLoader } from './createChunkLoader.ts';

export interface LazyComponent<Props extends object> {
  (props: Props): ReactNode;
  /** Starts loading (e.g. as the page starts, when it will surely be needed); resolves once loaded. */
  preload(): Promise<ComponentType<Props>>;
}

/**
 * A component whose code is its own chunk, loaded the first time it renders
 * (or `preload`s): pass `async () => (await import('./Chunk.tsx')).Chunk`.
 * Until then it renders `fallback`; once loaded it renders at once, in every
 * later mount too. A failed load is thrown to the nearest error boundary, and
 * the next mount tries again.
 */
export function createLazyComponent<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): LazyComponent<Props> {
  const chunk = createChunkLoader(importer);
  function Lazy(props: Props) {
    const [state, setState] = useState<{ component?: ComponentType<Props>; error?: unknown }>(() => ({
      component: chunk.loaded(),
    }));
    useEffect(() => {
      if (state.component) return undefined;
      let current = true;
      chunk.load().then(
        (component) => current && setState({ component }),
        (error: unknown) => current && setState({ error }),
      );
      return () => {
        current = false;
      };
    }, [state.component]);
    // A failed load goes to the nearest error boundary, as a failed render would.
    if (state.error !== undefined) throw state.error;
    const Component = state.component;
    return Component ? createElement(Component, props) : fallback;
  }
  return Object.assign(Lazy, { preload: () => chunk.load() });
}
