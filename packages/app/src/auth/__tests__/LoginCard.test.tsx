import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../api/apiErrors.ts';
import { createFakeApi } from '../../testing/createFakeApi.ts';
import { probedLocation, renderWithServices } from '../../testing/renderWithServices.tsx';
import { LoginCard } from '../LoginCard.tsx';

const renderLogin = (state?: unknown) => {
  const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
  return renderWithServices(<LoginCard />, { api, path: '/login', initialEntry: { pathname: '/login', state } });
};

describe('LoginCard', () => {
  it('validates before sending: invalid email and empty password show their messages and no request goes out', async () => {
    const user = userEvent.setup();
    const { api } = renderLogin();
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Please provide a valid email address.');
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveFocus());
    expect(api.callsTo('login')).toHaveLength(0);
  });

  it('drops an error as soon as its field is fixed', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email Address'));
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('Please provide a valid email address.')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('logs in, sends the default route, and goes there with the message and the answers typed before login', async () => {
    const user = userEvent.setup();
    const studentAnswers = { first_name: 'Ada' };
    const { api, services } = renderLogin({ studentAnswers });
    api.accounts.set('ada@example.com', { password: 'Secret-password-1', confirmed: true, code: '123456' });
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(probedLocation().path).toBe('/about'));
    expect(api.callsTo('login')[0]).toEqual([
      { username: 'ada@example.com', password: 'Secret-password-1', default_route: '/about' },
    ]);
    expect(probedLocation().state).toEqual({ successMessage: 'You are signed in.', studentAnswers });
    expect(services.session.store.getState().isLoggedIn).toBe(true);
  });

  it('shows a server error in an error toast labelled Login Card Error and stays on the card', async () => {
    const user = userEvent.setup();
    const { api } = renderLogin();
    api.failNext('login', new ServerError('Incorrect username or password.', 400));
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('listitem', { name: 'Login Card Error' });
    expect(within(toast).getByText('Incorrect username or password.')).toBeInTheDocument();
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps the error message passed in navigation state on the card (e.g. after an inactivity logout)', () => {
    renderLogin({ errorMessage: 'You have been automatically logged out due to inactivity.' });
    const card = screen.getByRole('region', { name: 'Sign In' });
    expect(within(card).getByText('You have been automatically logged out due to inactivity.')).toBeVisible();
  });

  it('resend needs a valid email, then goes to /confirm with the username and message', async () => {
    const user = userEvent.setup();
    const { api } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    expect(
      await screen.findByText('You must provide a valid email address to resend a confirmation code.'),
    ).toBeInTheDocument();
    expect(api.callsTo('resendConfirm')).toHaveLength(0);
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    await waitFor(() => expect(probedLocation().path).toBe('/confirm'));
    expect(probedLocation().state).toMatchObject({
      username: 'ada@example.com',
      successMessage: 'If the address has an account, we sent a new code.',
    });
  });

  it('labels a failed resend as Resend Confirmation Code Error', async () => {
    const user = userEvent.setup();
    const { api } = renderLogin();
    api.failNext('resendConfirm', new ServerError('Too many requests. Please try again later.', 429));
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    const toast = await screen.findByRole('listitem', { name: 'Resend Confirmation Code Error' });
    expect(toast).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('links to Forgot password? and Create Account, carrying the answers', async () => {
    const user = userEvent.setup();
    const studentAnswers = { first_name: 'Ada' };
    renderLogin({ studentAnswers });
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(probedLocation()).toEqual({ path: '/signup', state: { studentAnswers } });
  });

  it('Forgot password? goes to /forgot', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(probedLocation().path).toBe('/forgot');
  });
});
