import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<Props extends object> {
  (props: Props): ReactNode;
  /** Starts loading (e.g. as the page starts, when it will surely be needed); resolves once loaded. */
  preload(): Promise<ComponentType<Props>>;
}

/**
 * A component whose code is its own chunk, loaded the first time it renders
 * (or `preload`s). Until then it renders `fallback`; once loaded it renders
 * at once, in every later mount too. A failed load is thrown to the nearest
 * error boundary, and the next mount tries again.
 */
export function createLazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Lazy(props: Props) {
    const [state, setState] = useState<{ component?: ComponentType<Props>; error?: unknown }>(() => ({
      component: loaded,
    }));
    useEffect(() => {
      if (state.component) return undefined;
      let current = true;
      preload().then(
        (component) => current && setState({ component }),
        (error: unknown) => current && setState({ error }),
      );
      return () => {
        current = false;
      };
    }, [state.component]);
    if (state.error !== undefined) throw state.error;
    const Component = state.component;
    return Component ? createElement(Component, props) : fallback;
  }
  return Object.assign(Lazy, { preload });
}
