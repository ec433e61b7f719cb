import { createContext, useContext, type ReactNode } from 'react';
import type { Router } from './createRouter.ts';
import type { Location, NavigateOptions, To } from './history.ts';

export interface RouterContextValue {
  router: Router;
  /** The location the routes render (it follows the router's once the lazy routes it needs have loaded). */
  location: Location;
}

export const RouterContext = createContext<RouterContextValue | null>(null);
/** What `<Outlet />` renders at this depth. */
export const OutletContext = createContext<ReactNode>(null);
/** The error an `errorElement` shows. */
export const RouteErrorContext = createContext<unknown>(undefined);

function useRouterContext(hook: string): RouterContextValue {
  const context = useContext(RouterContext);
  if (!context) throw new Error(`${hook} must be used inside a <RouterProvider>.`);
  return context;
}

/** The current location: path, query, hash, the state its navigation carried and its key. */
export function useLocation(): Location {
  return useRouterContext('useLocation').location;
}

/** A function that navigates (`replace`, `state` as options). */
export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const { router } = useRouterContext('useNavigate');
  return router.navigate as (to: To, options?: NavigateOptions) => void;
}

/** The query string's parameters. */
export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(useLocation().search)];
}

/** Inside an `errorElement`: what the routes below threw. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** The router itself (links build their href with it). */
export function useRouter(): Router {
  return useRouterContext('useRouter').router;
}
