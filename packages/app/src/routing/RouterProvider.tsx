import { Component, createElement, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RouteObject, Router } from './createRouter.ts';
import { Outlet } from './Outlet.tsx';
import { OutletContext, RouteErrorContext, RouterContext } from './routerContext.ts';

/** Catches what the routes below throw while rendering and shows the route's errorElement instead. */
class RouteErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode; resetKey: string },
  { error: unknown; hasError: boolean; resetKey: string }
> {
  override state = { error: undefined as unknown, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  // A new location renders the routes again (as a navigation away from a failed route does).
  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; hasError: boolean; resetKey: string },
  ) {
    return props.resetKey === state.resetKey ? null : { error: undefined, hasError: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

/** A lazy route's component (the provider renders a route only once its chunk has loaded). */
function LazyRoute({ router, route }: { router: Router; route: RouteObject }) {
  const Loaded = router.loadedComponent(route);
  if (!Loaded) throw new Error('A lazy route rendered before its chunk loaded.');
  return createElement(Loaded);
}

function renderMatches(router: Router, matches: RouteObject[], locationKey: string): ReactNode {
  let outlet: ReactNode = null;
  for (let depth = matches.length - 1; depth >= 0; depth -= 1) {
    const route = matches[depth] as RouteObject;
    let element: ReactNode = route.lazy ? <LazyRoute router={router} route={route} /> : (route.element ?? <Outlet />);
    element = <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
    if (route.errorElement) {
      element = (
        <RouteErrorBoundary fallback={route.errorElement} resetKey={locationKey}>
          {element}
        </RouteErrorBoundary>
      );
    }
    outlet = element;
  }
  return outlet;
}

/**
 * Renders the routes matching the router's location. Like a navigation in a
 * server-rendered site, a new location shows once the lazy routes it needs
 * have loaded: until then the current page stays (on the first load, the
 * `hydrateFallbackElement` of the outermost route that has one).
 */
export function RouterProvider({ router }: { router: Router }) {
  const [location, setLocation] = useState(() =>
    router.isLoaded(router.state.location.pathname) ? router.state.location : null,
  );
  useEffect(() => {
    let latest = 0;
    const follow = () => {
      const target = router.state.location;
      const ticket = (latest += 1);
      if (router.isLoaded(target.pathname)) {
        setLocation(target);
        return;
      }
      void router.preload(target.pathname).then(() => {
        // A later navigation wins over this one.
        if (ticket === latest) setLocation(router.state.location);
      });
    };
    // The router may have moved between the first render and now.
    follow();
    return router.subscribe(follow);
  }, [router]);
  const matches = useMemo(() => (location ? router.match(location.pathname) : []), [router, location]);
  const context = useMemo(() => (location ? { router, location } : null), [router, location]);
  if (!context) return <>{router.routes.find((route) => route.hydrateFallbackElement)?.hydrateFallbackElement}</>;
  return (
    <RouterContext.Provider value={context}>
      {renderMatches(router, matches, context.location.key)}
    </RouterContext.Provider>
  );
}
