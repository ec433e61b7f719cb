import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubmissionRejectedError } from '../../api/apiErrors.ts';
import { createFakeApi, logInAs, type FakeApplicant } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';

async function loggedIn(applicant: Partial<FakeApplicant>, path = '/final-steps') {
  const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
  await logInAs(api, 'ada@example.com', applicant);
  const view = renderApp({ api, initialEntries: [path] });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api, user: userEvent.setup() };
}

const summary = () => screen.queryByRole('region', { name: "We're missing some information!" });

describe('web_status life cycle', { timeout: 15_000 }, () => {
  it('sets a logged-in applicant with no status to started and tells the server', async () => {
    const { api, services } = await loggedIn({ webStatuses: [] }, '/about');
    await waitFor(() => expect(api.callsTo('postWebStatus')).toEqual([['started']]));
    expect(services.session.store.getState().webStatus).toBe('started');
  });

  it('retries the web-status post twice', async () => {
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: [] });
    api.failNext('postWebStatus', new Error('down'));
    api.failNext('postWebStatus', new Error('down'));
    renderApp({ api, initialEntries: ['/about'] });
    await waitFor(() => expect(api.callsTo('postWebStatus')).toHaveLength(3));
    expect(api.applicants.get('ada@example.com')?.webStatuses).toEqual(['started']);
  });

  it('a premature submit: validating, errors posted, default route with the summary, per-field errors live', async () => {
    const { api, user, router, services } = await loggedIn({
      webStatuses: ['started'],
      answers: { first_name: 'Ada' },
    });
    expect(summary()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(services.session.store.getState().webStatus).toBe('validating');
    expect(api.callsTo('postWebStatus')).toEqual([['validating']]);
    expect(api.callsTo('submit')).toHaveLength(0);
    expect(api.callsTo('postValidations')[0]?.[0]).toEqual({
      last_name: ['Last Name'],
      hs_name: ['Search for Your School'],
      legal_agree: ['You must agree to the terms.'],
    });
    const box = await screen.findByRole('region', { name: "We're missing some information!" });
    expect(box).toHaveTextContent('highlighted on each page');
    expect(box).toHaveTextContent('submit your application again');
    await waitFor(() =>
      expect(within(box).getByRole('heading', { name: "We're missing some information!" })).toHaveFocus(),
    );
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Last Name', '/about#last_name'],
      ['Search for Your School', '/education#hs_name'],
      ['You must agree to the terms.', '/final-steps#legal_agree'],
    ]);
    // The field shows its error while validating, and it goes away as soon as it is fixed.
    const lastName = screen.getByLabelText(/Last Name/);
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await user.type(lastName, 'Lovelace');
    expect(lastName).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(box).queryByRole('link', { name: 'Last Name' })).not.toBeInTheDocument();
    // The landing banner is hidden while validating.
    expect(document.querySelector('[data-banner]')).toBeNull();
  });

  it('a summary link goes to the page and focuses the field', async () => {
    const { user, router } = await loggedIn(
      { webStatuses: ['started', 'validating'], answers: { first_name: 'Ada' } },
      '/about',
    );
    const box = await screen.findByRole('region', { name: "We're missing some information!" });
    await user.click(within(box).getByRole('link', { name: 'Search for Your School' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(router.state.location.hash).toBe('#hs_name');
    await waitFor(() => expect(document.getElementById('hs_name')).toHaveFocus());
    // On the same page it just focuses the field.
    await user.click(
      within(screen.getByRole('region', { name: "We're missing some information!" })).getByRole('link', {
        name: 'Search for Your School',
      }),
    );
    expect(document.getElementById('hs_name')).toHaveFocus();
  });

  it('posts validations on page changes only while validating and only when errors exist', async () => {
    const { api, user, router } = await loggedIn({ webStatuses: ['started'] }, '/about');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(api.callsTo('postValidations')).toHaveLength(0);
  });

  it('a complete application is submitted: /completion with the submitted message, submitted notified', async () => {
    const complete = { first_name: 'Ada', last_name: 'Lovelace', hs_name: 'Analytical High', legal_agree: true };
    const { api, user, router, services } = await loggedIn({ webStatuses: ['started'], answers: complete });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Submitted' })).toBeInTheDocument();
    expect(screen.getAllByText('Your application was successfully submitted.').length).toBeGreaterThan(0);
    expect(api.callsTo('submit')).toHaveLength(1);
    expect(api.callsTo('postWebStatus')).toEqual([['validating'], ['submitted']]);
    expect(services.session.store.getState().webStatus).toBe('submitted');
    expect(document.querySelector('[data-banner="submitted"]')).not.toBeNull();
    // Submitted: held on /completion.
    await user.click(screen.getByRole('link', { name: '1 About You' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
  });

  it('shows the errors of a 422 from the server like client errors', async () => {
    const complete = { first_name: 'Ada', last_name: 'Lovelace', hs_name: 'Analytical High', legal_agree: true };
    const { api, user, router } = await loggedIn({ webStatuses: ['started'], answers: complete });
    api.failNext(
      'submit',
      new SubmissionRejectedError('Please fix the highlighted items.', { first_name: ['First Name is not allowed.'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    const box = await screen.findByRole('region', { name: "We're missing some information!" });
    expect(within(box).getByRole('link', { name: 'First Name is not allowed.' })).toHaveAttribute(
      'href',
      '/about#first_name',
    );
    expect(await screen.findByLabelText(/First Name/)).toHaveAttribute('aria-invalid', 'true');
    // Changing the answer the server complained about clears its error.
    await user.type(screen.getByLabelText(/First Name/), 'x');
    expect(within(box).queryByRole('link', { name: 'First Name is not allowed.' })).not.toBeInTheDocument();
  });
});
