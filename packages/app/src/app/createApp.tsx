import { createBrowserRouter, createMemoryRouter, RouterProvider, type InitialEntry } from '../routing/index.ts';
import { createAppRoutes } from '../routes/createAppRoutes.tsx';
import { AppProviders, type AppServices } from './AppProviders.tsx';
import { createAppServices, type AppServicesOptions } from './createAppServices.ts';

export interface CreateAppOptions extends AppServicesOptions {
  /** In-memory history (tests); the browser's history otherwise. */
  initialEntries?: InitialEntry[];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface CreatedApp {
  services: AppServices;
  router: AppRouter;
}

/** Builds one app: its services and its router, connected. */
export function createApp(options: CreateAppOptions): CreatedApp {
  const services = createAppServices(options);
  const routes = createAppRoutes(options.tenant.bundle);
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
  services.connectRouter({
    navigate: (to, navigateOptions) => router.navigate(to, navigateOptions),
    currentPath: () => router.state.location.pathname,
  });
  return { services, router };
}

export function App({ app }: { app: CreatedApp }) {
  return (
    <AppProviders services={app.services}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}
