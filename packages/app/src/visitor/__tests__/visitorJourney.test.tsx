import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';

describe('visitor mode', { timeout: 20_000 }, () => {
  it('says answers are not saved and offers sign-in; add-another and saving are not available', async () => {
    const { api } = renderApp({ initialEntries: ['/about'] });
    expect(await screen.findByRole('complementary', { name: 'You are not signed in' })).toHaveTextContent(
      'your answers are not saved yet',
    );
    await userEvent.setup().type(screen.getByLabelText(/First Name/), 'Ada');
    expect(api.calls.filter((call) => !call.method.startsWith('lookup'))).toHaveLength(0);
  });

  it('a visitor who saves goes to /signup and finds the answers after sign-up, confirm and login', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    const { router, services } = renderApp({ api, initialEntries: ['/about'] });
    // Every toast ever raised (the region keeps only the latest few on screen).
    const raised: string[] = [];
    services.toasts.subscribe((state, previous) => {
      for (const toast of state.toasts) if (!previous.toasts.includes(toast)) raised.push(toast.message);
    });
    await user.type(await screen.findByLabelText(/First Name/), 'Ada');
    await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    expect(router.state.location.state).toEqual({ studentAnswers: { first_name: 'Ada', last_name: 'Lovelace' } });
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Analytical-Engine-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByRole('heading', { level: 1, name: 'Confirm Your Account' });
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Confirmation Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Analytical-Engine-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(await screen.findByLabelText(/First Name/)).toHaveValue('Ada');
    // Saved to the server right after the first login.
    await waitFor(() =>
      expect(api.applicants.get('ada@example.com')?.answers).toEqual({ first_name: 'Ada', last_name: 'Lovelace' }),
    );
    // And not merged again: the carried answers were removed from the history entry.
    expect(router.state.location.state).not.toHaveProperty('studentAnswers');
    expect(document.querySelector('[data-banner="firstLogin"]')).not.toBeNull();
    // The login message shows once, although the gate navigates again after merging the answers.
    await waitFor(() => expect(raised).toContain('Your answers have been saved.'));
    expect(router.state.location.state).not.toHaveProperty('successMessage');
    // Let the re-navigation render and run its effects (where a second toast would be raised).
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(raised.filter((message) => message === 'You are signed in.')).toHaveLength(1);
  });

  it("a visitor's Save and Continue with nothing typed goes to /signup too (saving needs an account)", async () => {
    const user = userEvent.setup();
    const { router, api } = renderApp({ initialEntries: ['/about'] });
    await user.click(await screen.findByRole('button', { name: 'Save and Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.state).toEqual({ studentAnswers: {} });
    expect(api.calls.filter((call) => !call.method.startsWith('lookup'))).toHaveLength(0);
  });

  it('submitting as a visitor goes to /signup with the answers', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ initialEntries: ['/final-steps'] });
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({ studentAnswers: { legal_agree: true } });
  });
});
