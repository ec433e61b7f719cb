import type { ComponentType, ReactNode } from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  type InitialEntry,
  type Location,
  type NavigateOptions,
  type RouterHistory,
  type To,
} from './history.ts';

/**
 * One route of the table: a layout (no path: it always matches and renders
 * its matching child in its `<Outlet />`), a path (matched whole, case
 * insensitive, a trailing slash ignored; `*` matches any), or the index (`/`).
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** Rendered instead of the tree below this route when rendering it throws (read the error with useRouteError). */
  errorElement?: ReactNode;
  /** Shown while a lazy route below this one loads. */
  hydrateFallbackElement?: ReactNode;
  /** The route's component, loaded on first use (its own chunk). */
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: RouteObject[];
}

export interface Router {
  /** The current location (what the rendered routes show once any lazy route they need has loaded). */
  readonly state: { readonly location: Location };
  navigate(to: To, options?: NavigateOptions): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** The routes matching a path, outermost first; empty when none does. */
  match(pathname: string): RouteObject[];
  /** Loads the lazy routes of a path (e.g. the first page, before React renders it). */
  preload(pathname: string): Promise<void>;
  /** Whether every lazy route of a path has loaded. */
  isLoaded(pathname: string): boolean;
  /** A loaded lazy route's component (undefined while it loads); throws what its loading threw. */
  loadedComponent(route: RouteObject): ComponentType | undefined;
  href(to: To): string;
  readonly routes: RouteObject[];
}

const normalise = (path: string): string => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
};

function matchRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  const target = normalise(pathname);
  for (const route of routes) {
    if (route.children) {
      // A layout: it matches when one of its children does.
      const below = matchRoutes(route.children, pathname);
      if (below.length > 0 && (route.path === undefined || normalise(route.path) === target)) return [route, ...below];
      continue;
    }
    if (route.index && target === '/') return [route];
    if (route.path === '*') return [route];
    if (route.path !== undefined && normalise(route.path) === target) return [route];
  }
  return [];
}

export function createRouter(routes: RouteObject[], history: RouterHistory): Router {
  const listeners = new Set<() => void>();
  const loaded = new Map<RouteObject, ComponentType>();
  const loading = new Map<RouteObject, Promise<void>>();
  const failed = new Map<RouteObject, unknown>();
  history.listen(() => {
    for (const listener of [...listeners]) listener();
  });
  const load = (route: RouteObject): Promise<void> => {
    const pending = loading.get(route);
    if (pending) return pending;
    if (!route.lazy) return Promise.resolve();
    failed.delete(route);
    const promise = route.lazy().then(
      ({ Component }) => {
        loaded.set(route, Component);
      },
      (error: unknown) => {
        // Shown by the route's errorElement; the next navigation to it tries again (a network blip).
        failed.set(route, error);
        loading.delete(route);
      },
    );
    loading.set(route, promise);
    return promise;
  };
  const lazyRoutes = (pathname: string) => matchRoutes(routes, pathname).filter((route) => route.lazy);
  const router: Router = {
    state: {
      get location() {
        return history.location;
      },
    },
    routes,
    // Resolves once the lazy routes of the target have loaded (the target is then on screen).
    async navigate(to, options) {
      history.go(to, options);
      await router.preload(history.location.pathname);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    match: (pathname) => matchRoutes(routes, pathname),
    async preload(pathname) {
      await Promise.all(lazyRoutes(pathname).map(load));
    },
    isLoaded: (pathname) => lazyRoutes(pathname).every((route) => loaded.has(route) || failed.has(route)),
    loadedComponent(route) {
      if (failed.has(route)) throw failed.get(route);
      return loaded.get(route);
    },
    href: (to) => history.href(to),
  };
  return router;
}

/** The app's router over the browser's history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router over an in-memory history (tests). */
export function createMemoryRouter(routes: RouteObject[], options: { initialEntries?: InitialEntry[] } = {}): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries));
}
