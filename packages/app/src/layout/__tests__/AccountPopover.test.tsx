import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../../api/apiErrors.ts';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';

describe('account popover', { timeout: 15_000 }, () => {
  it('is a disclosure: Sign In and Create Account for visitors; Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderApp({ initialEntries: ['/about'] });
    const toggle = await screen.findByRole('button', { name: 'Account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Account' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(panel).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Account' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('shows the username and logs out: save, GET /api/logout, /login with a message', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
    const { router, services } = renderApp({ api, initialEntries: ['/about'] });
    await user.type(await screen.findByLabelText(/First Name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const panel = screen.getByRole('group', { name: 'Account' });
    expect(panel).toHaveTextContent('Signed in as ada@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.applicants.get('ada@example.com')?.answers).toEqual({ first_name: 'Ada' });
    expect(api.callsTo('logout')).toHaveLength(1);
    // The error catalogue gives the logout the session-invalid text, in an error toast (not a success toast).
    expect(await screen.findByRole('listitem', { name: 'Error' })).toHaveTextContent(
      'Your session is invalid. Please clear your cookies and login again.',
    );
    expect(screen.queryByRole('listitem', { name: 'Success' })).not.toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      errorMessage: 'Your session is invalid. Please clear your cookies and login again.',
    });
    expect(services.answers.getState().answers).toEqual({});
    expect(services.session.store.getState().isLoggedIn).toBe(false);
  });

  it('logs out from /completion without saving (a submitted application is read-only) and lands on /login', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started', 'validating', 'submitted'] });
    const { router } = renderApp({ api, initialEntries: ['/completion'] });
    await screen.findByRole('heading', { level: 1, name: 'Application Submitted' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('saveAnswers')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('does not log out when the save fails, so nothing is lost', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
    const { router } = renderApp({ api, initialEntries: ['/about'] });
    await user.type(await screen.findByLabelText(/First Name/), 'Ada');
    api.failNext('saveAnswers', new NetworkError());
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await screen.findByRole('listitem', { name: 'Your answers were not saved' });
    expect(router.state.location.pathname).toBe('/about');
    expect(api.callsTo('logout')).toHaveLength(0);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
  });

  it('a failed logout shows the Unexpected Error dialog and keeps the applicant where they are', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
    const { router } = renderApp({ api, initialEntries: ['/about'] });
    api.failNext('logout', new ServerError('The logout service is down.', 503));
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unexpected Error' });
    expect(dialog).toHaveTextContent('The logout service is down.');
    expect(router.state.location.pathname).toBe('/about');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
