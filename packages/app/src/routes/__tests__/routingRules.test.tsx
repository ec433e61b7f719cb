import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startEarlyApplicantData } from '../../api/earlyApplicantData.ts';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { ApplicantLayout } from '../../form/FormLayout.tsx';
import { currentUrl, mountAppAsBrowser, renderApp } from '../../testing/renderApp.tsx';

const newApi = () => createFakeApi({ cookiePrefix: 'TestIdentityProvider' });

describe('routing rules', { timeout: 15_000 }, () => {
  it('sends an unknown path to the default route, keeping the query string', async () => {
    const { router } = renderApp({ initialEntries: ['/no-such-page?utm=abc'] });
    await waitFor(() => expect(currentUrl(router)).toBe('/about?utm=abc'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' })).toBeInTheDocument();
  });

  it('sends / to the default route', async () => {
    const { router } = renderApp({ initialEntries: ['/'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('loads every route lazily with a unique title', async () => {
    const titles = new Set<string>();
    for (const path of ['/about', '/education', '/final-steps', '/signup', '/confirm', '/login', '/forgot', '/reset']) {
      const view = renderApp({ initialEntries: [path] });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title).not.toBe(''));
      titles.add(document.title);
      view.unmount();
    }
    expect(titles.size).toBe(8);
  });

  it('holds a submitted applicant on /completion', async () => {
    const api = newApi();
    await logInAs(api, 'ada@example.com', { webStatuses: ['started', 'validating', 'submitted'] });
    const { router } = renderApp({ api, initialEntries: ['/education'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
    expect(await screen.findByText('Your application was successfully submitted.')).toBeInTheDocument();
  });

  it('sends /completion to the default route when not submitted (visitor and applicant)', async () => {
    const visitor = renderApp({ initialEntries: ['/completion?x=1'] });
    await waitFor(() => expect(currentUrl(visitor.router)).toBe('/about?x=1'));
    visitor.unmount();
    const api = newApi();
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
    const applicant = renderApp({ api, initialEntries: ['/completion'] });
    await waitFor(() => expect(applicant.router.state.location.pathname).toBe('/about'));
  });

  it('shows a full-screen spinner while the profile loads, then the page', async () => {
    const api = newApi();
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
    const release = api.hold('getProfile');
    renderApp({ api, initialEntries: ['/about'] });
    expect(await screen.findByText('Loading your application…')).toBeInTheDocument();
    expect(screen.queryByLabelText(/First Name/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByLabelText(/First Name/)).toBeInTheDocument();
  });

  it('shows the page at its first render, without the spinner or a second request, when the data arrived first', async () => {
    const api = newApi();
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'], answers: { first_name: 'Ada' } });
    const early = startEarlyApplicantData(api);
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderApp({ api, initialEntries: ['/about'], earlyAnswers: early.answers });
    // Nothing awaited since the render: the profile was applied before the browser could paint.
    expect(screen.queryByText('Loading your application…')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(api.callsTo('getProfile')).toHaveLength(1);
    expect(api.callsTo('getTabs')).toHaveLength(1);
    expect(api.callsTo('getAddAnother')).toHaveLength(1);
  });

  it("commits a signed-in applicant's page, not the spinner, when the early data is there: no frame shows the spinner", async () => {
    const api = newApi();
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'], answers: { first_name: 'Ada' } });
    const early = startEarlyApplicantData(api);
    // As main.tsx does before the first render: the applicant's code and the early data are there.
    await Promise.all([ApplicantLayout.preload(), early.settled()]);
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = view.container.textContent ?? '';
      if (text !== '') seen.push(text.includes('Loading your application…') ? 'spinner' : 'page');
    });
    const view = mountAppAsBrowser({ api, initialEntries: ['/about'], earlyAnswers: early.answers });
    observer.observe(view.container, { childList: true, subtree: true, characterData: true });
    try {
      await waitFor(() => expect(within(view.container).getByLabelText(/First Name/)).toHaveValue('Ada'));
      // Each entry is the DOM at the end of a task that changed it: a spinner here would have been painted.
      expect(seen[0]).toBe('page');
      expect(seen).not.toContain('spinner');
      expect(api.callsTo('getProfile')).toHaveLength(1);
    } finally {
      observer.disconnect();
      view.unmount();
    }
  });

  it('resumes at last_page after the profile loads', async () => {
    const api = newApi();
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'], lastPage: '/final-steps' });
    const { router } = renderApp({ api, initialEntries: ['/about'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/final-steps'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Final Steps' })).toBeInTheDocument();
  });

  it('loads the answers of a token link for a visitor and drops the token from the address', async () => {
    const api = newApi();
    api.temporaryAnswers.set('prefill-1', { first_name: 'Grace', last_name: 'Hopper' });
    const { router } = renderApp({ api, initialEntries: ['/about?token=prefill-1'] });
    expect(await screen.findByDisplayValue('Grace')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Hopper')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.callsTo('getTemporaryAnswers')).toEqual([['prefill-1']]);
  });

  it('offers token answers to a logged-in applicant without saving them (prefill/__tests__ has the rest)', async () => {
    const api = newApi();
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'], answers: { first_name: 'Ada' } });
    api.temporaryAnswers.set('prefill-2', { last_name: 'Lovelace' });
    const { router } = renderApp({ api, initialEntries: ['/about?token=prefill-2'] });
    expect(await screen.findByDisplayValue('Lovelace')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.applicants.get('ada@example.com')?.answers).toEqual({ first_name: 'Ada' });
    expect(api.callsTo('saveAnswers')).toEqual([]);
  });

  it('shows the success toast of a message passed in navigation state', async () => {
    renderApp({ initialEntries: [{ pathname: '/about', state: { successMessage: 'Welcome aboard.' } }] });
    const toast = await screen.findByRole('listitem', { name: 'Success' });
    expect(toast).toHaveTextContent('Welcome aboard.');
  });

  it('service_token shows the read-only view: no inputs, buttons, navigation, popover or footer', async () => {
    const api = newApi();
    api.serviceViews.set('staff-1', {
      answer: { first_name: 'Ada', last_name: 'Lovelace', hs_name: 'Analytical High', legal_agree: true },
      add_another: {},
      document_answer: {},
      tabs: {},
    });
    const { services } = renderApp({ api, initialEntries: ['/about?service_token=staff-1'] });
    expect(await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ })).toBeInTheDocument();
    for (const title of ['About You', 'Your Academics', 'Final Steps']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Analytical High')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(services.session.store.getState().isServiceUser).toBe(true);
  });

  it('explains a staff link that cannot be opened without sending anyone to /login', async () => {
    const { router } = renderApp({ initialEntries: ['/?service_token=expired'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This staff link is not valid.');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('sends the applicant to /login with the session message when the profile answers 401', async () => {
    const api = newApi();
    await logInAs(api, 'ada@example.com');
    api.expireSession();
    // The marker cookie is still there, but the server session is gone.
    const { router, services } = renderApp({ api, initialEntries: ['/about'] });
    services.session.store.setState({ isLoggedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const sessionInvalid = 'Your session is invalid. Please clear your cookies and login again.';
    expect(await screen.findByRole('listitem', { name: 'Error' })).toHaveTextContent(sessionInvalid);
    expect(within(screen.getByRole('region', { name: 'Sign In' })).getByText(sessionInvalid)).toBeVisible();
    // The React Query cache was cleared, and the applicant is treated as logged out.
    await waitFor(() => expect(services.queries.current()?.getQueryCache().getAll() ?? []).toHaveLength(0));
    expect(services.session.store.getState().isLoggedIn).toBe(false);
  });

  it.each(['/login', '/signup', '/forgot', '/reset?username=ada%40example.com&id=abc', '/confirm'])(
    'sends a submitted applicant from %s to /completion, once the profile says so',
    async (path) => {
      const api = newApi();
      await logInAs(api, 'ada@example.com', { webStatuses: ['started', 'validating', 'submitted'] });
      const release = api.hold('getProfile');
      const { router } = renderApp({ api, initialEntries: [path] });
      // The account page waits for the profile: it must not flash for a submitted applicant.
      expect(await screen.findByText('Checking your application…')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      release();
      await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Application Submitted' })).toBeInTheDocument();
      expect(api.callsTo('getProfile')).toHaveLength(1);
    },
  );

  it('keeps a logged-in applicant who has not submitted on the account page, and asks a visitor for nothing', async () => {
    const api = newApi();
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
    const applicant = renderApp({ api, initialEntries: ['/login'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(applicant.router.state.location.pathname).toBe('/login');
    expect(api.callsTo('getProfile')).toHaveLength(1);
    applicant.unmount();

    const visitorApi = newApi();
    const visitor = renderApp({ api: visitorApi, initialEntries: ['/signup'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(visitor.router.state.location.pathname).toBe('/signup');
    expect(visitorApi.calls).toEqual([]);
  });

  it('shows the account page as a visitor when the session marker outlived the session (401)', async () => {
    const api = newApi();
    await logInAs(api, 'ada@example.com', { webStatuses: ['started', 'validating', 'submitted'] });
    api.expireSession();
    const { router, services } = renderApp({ api, initialEntries: ['/forgot'] });
    services.session.store.setState({ isLoggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    await waitFor(() => expect(services.session.store.getState().isLoggedIn).toBe(false));
    expect(router.state.location.pathname).toBe('/forgot');
  });

  it('marks the active step and hides nothing for applicants', async () => {
    renderApp({ initialEntries: ['/education'] });
    const nav = await screen.findByRole('navigation', { name: 'Application steps' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['1 About You', '2 Your Academics', '3 Final Steps']);
    expect(within(nav).getByRole('link', { name: '2 Your Academics' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '1 About You' })).not.toHaveAttribute('aria-current');
  });

  it('a visitor with no answers moves freely between steps', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ initialEntries: ['/about'] });
    await user.click(await screen.findByRole('link', { name: '2 Your Academics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
  });

  it('a visitor who answered something is sent to /signup with the answers by a step link', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ initialEntries: ['/about'] });
    await user.type(await screen.findByLabelText(/First Name/), 'Ada');
    await user.click(screen.getByRole('link', { name: '3 Final Steps' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({ studentAnswers: { first_name: 'Ada' } });
  });
});
