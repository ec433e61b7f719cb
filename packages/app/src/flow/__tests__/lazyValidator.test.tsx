import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, logInAs, type FakeApplicant } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';

// The browser loads the tenant's validator chunk only when the app first validates (main.tsx).
async function loggedIn(applicant: Partial<FakeApplicant>, path: string) {
  const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
  await logInAs(api, 'ada@example.com', applicant);
  const view = renderApp({ api, initialEntries: [path], lazyValidator: true });
  // The lazy route's first load is slow on a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { ...view, user: userEvent.setup() };
}

const summaryName = "We're missing some information!";

describe('a validator loaded on first use', { timeout: 15_000 }, () => {
  it('is not loaded while the applicant just fills in the form', async () => {
    const { user, validatorLoads } = await loggedIn({ webStatuses: ['started'] }, '/about');
    await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
    expect(validatorLoads.count).toBe(0);
  });

  it('is loaded by a premature submit, whose errors stop it and show in the summary', async () => {
    const { user, api, router, validatorLoads } = await loggedIn(
      { webStatuses: ['started'], answers: { first_name: 'Ada' } },
      '/final-steps',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(validatorLoads.count).toBe(1);
    expect(api.callsTo('submit')).toHaveLength(0);
    expect(api.callsTo('postValidations')[0]?.[0]).toEqual({
      last_name: ['Last Name'],
      hs_name: ['Search for Your School'],
      legal_agree: ['You must agree to the terms.'],
    });
    const box = await screen.findByRole('region', { name: summaryName }, { timeout: 5_000 });
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Last Name', 'Search for Your School', 'You must agree to the terms.']);
  });

  it('is loaded when the app opens while validating, and the summary and field errors show once it arrives', async () => {
    const { validatorLoads } = await loggedIn({ webStatuses: ['started', 'validating'], answers: {} }, '/about');
    const box = await screen.findByRole('region', { name: summaryName }, { timeout: 5_000 });
    expect(within(box).getByRole('link', { name: 'Last Name' })).toHaveAttribute('href', '/about#last_name');
    await waitFor(() => expect(screen.getByLabelText(/Last Name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(validatorLoads.count).toBe(1);
  });
});
