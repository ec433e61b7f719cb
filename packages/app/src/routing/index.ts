// The app's router: a flat table of exact paths over the History API (see docs/architecture.md).
export { createBrowserRouter, createMemoryRouter, createRouter } from './createRouter.ts';
export type { RouteObject, Router } from './createRouter.ts';
export { createBrowserHistory, createMemoryHistory } from './history.ts';
export type { InitialEntry, Location, NavigateOptions, To } from './history.ts';
export { Link, NavLink } from './Link.tsx';
export { Navigate } from './Navigate.tsx';
export { Outlet } from './Outlet.tsx';
export { RouterProvider } from './RouterProvider.tsx';
export { useLocation, useNavigate, useRouteError, useSearchParams } from './routerContext.ts';
