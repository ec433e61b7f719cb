import { errorCatalogue } from '@admissions/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import type { ApiClient } from '../ApiClient.ts';
import { isUnauthorized } from '../apiErrors.ts';

const calls: [string, (api: ApiClient) => Promise<unknown>][] = [
  ['POST /api/keep-alive', (api) => api.keepAlive()],
  ['PUT /api/tabs', (api) => api.putTabs({ tab_id: 'test_choice', chosen_tab: 'act' })],
  ['PUT /api/last-page', (api) => api.putLastPage('/education')],
  ['GET /api/add-another', (api) => api.getAddAnother()],
];

describe('one 401 path', { timeout: 15_000 }, () => {
  it.each(calls)('a 401 of %s, whoever made the call, ends on /login with the session message', async (_name, call) => {
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { answers: { first_name: 'Ada' } });
    const { router, services } = renderApp({ api, initialEntries: ['/about'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' })).toBeInTheDocument();
    await waitFor(() => expect(services.session.store.getState().hydratedFor).toBe('ada@example.com'));
    api.expireSession();

    // The caller sees the failure (and stops); it handles nothing itself.
    const failure = await call(services.api).catch((error: unknown) => error);
    expect(isUnauthorized(failure)).toBe(true);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('listitem', { name: 'Error' })).toHaveTextContent(errorCatalogue.sessionInvalid);
    expect(
      within(screen.getByRole('region', { name: 'Sign In' })).getByText(errorCatalogue.sessionInvalid),
    ).toBeVisible();
    await waitFor(() => expect(services.queries.current()?.getQueryCache().getAll() ?? []).toHaveLength(0));
    expect(services.session.store.getState().isLoggedIn).toBe(false);
  });
});
