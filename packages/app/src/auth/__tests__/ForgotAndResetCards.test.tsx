import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../api/apiErrors.ts';
import { createFakeApi } from '../../testing/createFakeApi.ts';
import { probedLocation, renderWithServices } from '../../testing/renderWithServices.tsx';
import { ForgotCard } from '../ForgotCard.tsx';
import { ResetCard } from '../ResetCard.tsx';

describe('ForgotCard', () => {
  it('needs a valid email, then shows the server message in a success toast', async () => {
    const user = userEvent.setup();
    const { api } = renderWithServices(<ForgotCard />, { path: '/forgot' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Your email address must be valid.')).toBeInTheDocument();
    expect(api.callsTo('forgotPassword')).toHaveLength(0);
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const toast = await screen.findByRole('listitem', { name: 'Success' });
    expect(toast).toHaveTextContent('If the address has an account, we sent a link.');
  });

  it('labels a failure Forgot Password Card Error', async () => {
    const user = userEvent.setup();
    const { api } = renderWithServices(<ForgotCard />, { path: '/forgot' });
    api.failNext('forgotPassword', new ServerError('Slow down.', 429));
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('listitem', { name: 'Forgot Password Card Error' })).toHaveTextContent('Slow down.');
  });
});

describe('ResetCard', () => {
  const resetUrl = '/reset?username=ada%40example.com&id=reset-token';

  it('reads username and id from the query', () => {
    renderWithServices(<ResetCard />, { path: '/reset', initialEntry: resetUrl });
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
  });

  it('checks the policy and that the passwords match before sending', async () => {
    const user = userEvent.setup();
    const { api } = renderWithServices(<ResetCard />, { path: '/reset', initialEntry: resetUrl });
    await user.type(screen.getByLabelText('New Password'), 'Abcdefghij1!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Abcdefghij1?');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords must match.')).toBeInTheDocument();
    expect(api.callsTo('resetPassword')).toHaveLength(0);
  });

  it('resets with the id and goes to /login with the message', async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    api.accounts.set('ada@example.com', { password: 'old', confirmed: true, code: '' });
    renderWithServices(<ResetCard />, { api, path: '/reset', initialEntry: resetUrl });
    await user.type(screen.getByLabelText('New Password'), 'Abcdefghij1!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Abcdefghij1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(probedLocation().path).toBe('/login'));
    expect(api.callsTo('resetPassword')[0]).toEqual([
      { username: 'ada@example.com', password: 'Abcdefghij1!', confirm_password: 'Abcdefghij1!', id: 'reset-token' },
    ]);
    expect(probedLocation().state).toMatchObject({ successMessage: 'Your password has been reset.' });
  });

  it('labels a failure Reset Password Card Error', async () => {
    const user = userEvent.setup();
    renderWithServices(<ResetCard />, { path: '/reset', initialEntry: '/reset?username=bob%40example.com&id=bad' });
    await user.type(screen.getByLabelText('New Password'), 'Abcdefghij1!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Abcdefghij1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('listitem', { name: 'Reset Password Card Error' })).toHaveTextContent(
      'This reset link is not valid.',
    );
  });

  it('explains an incomplete link instead of showing the form', () => {
    renderWithServices(<ResetCard />, { path: '/reset', initialEntry: '/reset?username=ada%40example.com' });
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is incomplete.');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
