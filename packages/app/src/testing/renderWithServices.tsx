import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from '../routing/index.ts';
import { AppProviders, type AppServices } from '../app/AppProviders.tsx';
import { createAppServices } from '../app/createAppServices.ts';
import { ToastRegion } from '../toasts/ToastRegion.tsx';
import { createCrossTabHub } from './createCrossTabHub.ts';
import { createFakeApi, type FakeApi } from './createFakeApi.ts';
import { testTenantBundle } from './testTenant.ts';

/** Shows where the router went and with what state, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

export function probedLocation(): { path: string; state: Record<string, unknown> | null } {
  const probe = screen.getByTestId('location');
  return {
    path: probe.textContent ?? '',
    state: JSON.parse(probe.dataset.state ?? 'null') as Record<string, unknown> | null,
  };
}

export interface RenderOptions {
  api?: FakeApi;
  initialEntry?: string | { pathname: string; search?: string; state?: unknown };
  /** Where the element under test lives. */
  path?: string;
  /** Extra routes (default: a LocationProbe on every other path). */
  routes?: RouteObject[];
  services?: AppServices;
}

/** Renders one element inside the app's providers and a memory router with a probe on every other route. */
export function renderWithServices(element: ReactElement, options: RenderOptions = {}) {
  const api = options.api ?? createFakeApi({ cookiePrefix: testTenantBundle.config.identityProviderCookiePrefix });
  const services =
    options.services ??
    createAppServices({
      api,
      tenant: { bundle: testTenantBundle, validator: { validate: () => ({}), dataModel: testTenantBundle.dataModel } },
      readCookies: api.cookies,
      crossTab: createCrossTabHub().channel(),
    });
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [{ path, element }, ...(options.routes ?? []), { path: '*', element: <LocationProbe /> }],
    { initialEntries: [options.initialEntry ?? path] },
  );
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
      <ToastRegion />
    </AppProviders>,
  );
  return { ...result, api, services, router };
}
