import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCrossTabHub } from '../../testing/createCrossTabHub.ts';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { runInOneTab } from '../runInOneTab.ts';
import { useInactivity } from '../useInactivity.ts';

const minute = 60_000;
const sessionInvalid = 'Your session is invalid. Please clear your cookies and login again.';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** This tab's inactivity hook on a hub, and the channel of another tab of the same browser. */
function thisTabAndAnother() {
  const hub = createCrossTabHub();
  const otherTab = hub.channel();
  const heard: unknown[] = [];
  otherTab.subscribe((message) => heard.push(message));
  const keepAlive = vi.fn();
  const onTimeout = vi.fn();
  const onLogoutElsewhere = vi.fn();
  const crossTab = hub.channel();
  const hook = renderHook(() => useInactivity({ enabled: true, keepAlive, onTimeout, crossTab, onLogoutElsewhere }));
  const flush = () => act(async () => {});
  return { hook, otherTab, heard, keepAlive, onTimeout, onLogoutElsewhere, flush };
}

describe('inactivity across the tabs of one browser', () => {
  it('counts activity in another tab: this idle tab neither warns nor logs out while the applicant works there', async () => {
    const { hook, otherTab, onTimeout, keepAlive, flush } = thisTabAndAnother();
    for (let minutes = 0; minutes < 40; minutes += 10) {
      act(() => vi.advanceTimersByTime(10 * minute));
      otherTab.post({ type: 'activity', at: Date.now() });
      await flush();
    }
    expect(hook.result.current.warningOpen).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
    // Keep-alive is the active tab's job.
    expect(keepAlive).not.toHaveBeenCalled();
    // Once the other tab is quiet too, this one warns and times out 15 minutes after the last activity there.
    act(() => vi.advanceTimersByTime(14 * minute));
    expect(hook.result.current.warningOpen).toBe(true);
    act(() => vi.advanceTimersByTime(minute));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('closes the warning when the applicant chose to stay (or worked) in another tab', async () => {
    const { hook, otherTab, flush } = thisTabAndAnother();
    act(() => vi.advanceTimersByTime(14 * minute));
    expect(hook.result.current.warningOpen).toBe(true);
    otherTab.post({ type: 'activity', at: Date.now() });
    await flush();
    expect(hook.result.current.warningOpen).toBe(false);
    // A stale message (older than this tab's own last activity) changes nothing.
    act(() => vi.advanceTimersByTime(14 * minute));
    otherTab.post({ type: 'activity', at: Date.now() - 20 * minute });
    await flush();
    expect(hook.result.current.warningOpen).toBe(true);
  });

  it('tells the other tabs of activity here, at most once a second, and of "stay"', async () => {
    const { hook, heard, flush } = thisTabAndAnother();
    fireEvent.keyDown(window, { key: 'a' });
    // Told in a task of its own, after the key's event: the keystroke does not wait for the message.
    await flush();
    expect(heard).toEqual([]);
    fireEvent.keyDown(window, { key: 'b' });
    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.input(window);
    act(() => vi.advanceTimersByTime(0));
    await flush();
    expect(heard).toEqual([
      { type: 'activity', at: Date.parse('2026-03-01T10:00:00Z') },
      { type: 'activity', at: Date.parse('2026-03-01T10:00:01Z') },
    ]);
    act(() => vi.advanceTimersByTime(14 * minute));
    act(() => hook.result.current.stayActive());
    await flush();
    expect(heard.at(-1)).toEqual({ type: 'activity', at: Date.now() });
  });

  it('hands a logout in another tab to the app', async () => {
    const { otherTab, onLogoutElsewhere, flush } = thisTabAndAnother();
    otherTab.post({ type: 'logout', reason: 'inactivity' });
    await flush();
    expect(onLogoutElsewhere).toHaveBeenCalledWith('inactivity');
  });
});

describe('a logout in one tab logs out the others', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  async function twoTabs() {
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
    const hub = createCrossTabHub();
    const otherTab = hub.channel();
    const view = renderApp({ api, initialEntries: ['/about'], crossTab: hub.channel() });
    // The first render of the file loads the lazy page: more than the default second on a busy machine.
    await screen.findByRole('heading', { level: 1, name: 'About You' }, { timeout: 10_000 });
    return { ...view, api, hub, otherTab };
  }

  it('with the same message, carrying what this tab had not saved, without calling the server again', async () => {
    const { api, otherTab, router } = await twoTabs();
    await userEvent.setup().type(screen.getByLabelText(/First Name/), 'Ada');
    api.calls.length = 0;
    // The other tab logged out: the server session (and its marker cookie) is gone for this tab too.
    api.expireSession();
    otherTab.post({ type: 'logout', reason: 'manual' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('listitem', { name: 'Error' })).toHaveTextContent(sessionInvalid);
    expect(router.state.location.state).toEqual({
      errorMessage: sessionInvalid,
      studentAnswers: { first_name: 'Ada' },
    });
    expect(api.calls).toEqual([]);
  });

  it('keeps the inactivity message when the other tab timed out', async () => {
    const { api, otherTab, router } = await twoTabs();
    api.expireSession();
    otherTab.post({ type: 'logout', reason: 'inactivity' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('listitem', { name: 'Error' })).toHaveTextContent(
      'You have been automatically logged out due to inactivity.',
    );
  });

  it('tells the other tabs when this tab logs out, once the server has ended the session', async () => {
    const { hub, router } = await twoTabs();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(within(screen.getByRole('group', { name: 'Account' })).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(hub.posted).toContainEqual({ type: 'logout', reason: 'manual' });
  });

  it('does not tell them when the logout failed (the session may still be alive)', async () => {
    const { api, hub } = await twoTabs();
    const { ServerError } = await import('../../api/apiErrors.ts');
    api.failNext('logout', new ServerError('The logout service is down.', 503));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(within(screen.getByRole('group', { name: 'Account' })).getByRole('button', { name: 'Log Out' }));
    await screen.findByRole('alertdialog', { name: 'Unexpected Error' });
    expect(hub.posted.filter((message) => message.type === 'logout')).toEqual([]);
  });

  it('after a 401 during its own inactivity logout (another tab ended the session first) keeps the inactivity text', async () => {
    const { api, router, app } = await twoTabs();
    await userEvent.setup().type(screen.getByLabelText(/First Name/), 'Grace');
    api.expireSession();
    await act(() => app.services.flow.logout('inactivity'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      errorMessage: 'You have been automatically logged out due to inactivity.',
      studentAnswers: { first_name: 'Grace' },
    });
  });
});

describe('runInOneTab', () => {
  it('runs the work in the tab that gets the lock; a tab asking meanwhile does nothing', async () => {
    const held = new Set<string>();
    const locks = {
      async request<T>(name: string, _options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>) {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    const ran: string[] = [];
    let finishFirst!: () => void;
    const first = runInOneTab(
      'logout',
      () =>
        new Promise<void>((resolve) => {
          ran.push('first');
          finishFirst = resolve;
        }),
      locks,
    );
    const second = runInOneTab('logout', async () => void ran.push('second'), locks);
    await expect(second).resolves.toBe(false);
    finishFirst();
    await expect(first).resolves.toBe(true);
    expect(ran).toEqual(['first']);
  });

  it('runs the work at once where the browser has no Web Locks', async () => {
    const ran: string[] = [];
    await expect(runInOneTab('logout', async () => void ran.push('alone'), undefined)).resolves.toBe(true);
    expect(ran).toEqual(['alone']);
  });
});
