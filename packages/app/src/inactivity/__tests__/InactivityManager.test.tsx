import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';

const minute = 60_000;

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

async function loggedInApp() {
  const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
  await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
  const view = renderApp({ api, initialEntries: ['/about'] });
  await screen.findByRole('heading', { level: 1, name: 'About You' });
  return { ...view, api, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

describe('inactivity in the app', { timeout: 20_000 }, () => {
  it('warns after 14 minutes; "No - Please log me out" saves and logs out', async () => {
    const { api, user, router } = await loggedInApp();
    await user.type(screen.getByLabelText(/First Name/), 'Ada');
    act(() => vi.advanceTimersByTime(14 * minute));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still working on your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'No - Please log me out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.applicants.get('ada@example.com')?.answers).toEqual({ first_name: 'Ada' });
    expect(api.callsTo('logout')).toHaveLength(1);
  });

  it('logs out at 15 minutes with the inactivity message', async () => {
    const { api, router } = await loggedInApp();
    act(() => vi.advanceTimersByTime(15 * minute));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('listitem', { name: 'Error' })).toHaveTextContent(
      'You have been automatically logged out due to inactivity.',
    );
    expect(api.callsTo('logout')).toHaveLength(1);
  });

  it('"Yes - Take me back to my application" keeps the session (POST /api/keep-alive)', async () => {
    const { api, user, router } = await loggedInApp();
    act(() => vi.advanceTimersByTime(14 * minute));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes - Take me back to my application' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('keepAlive')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2 * minute));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('never times a visitor', async () => {
    const { router } = renderApp({ initialEntries: ['/about'] });
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    act(() => vi.advanceTimersByTime(30 * minute));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });
});
