import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../testing/createFakeApi.ts';
import { probedLocation, renderWithServices } from '../../testing/renderWithServices.tsx';
import { ConfirmCard } from '../ConfirmCard.tsx';

describe('ConfirmCard', () => {
  it('takes the username from navigation state', () => {
    renderWithServices(<ConfirmCard />, {
      path: '/confirm',
      initialEntry: { pathname: '/confirm', state: { username: 'ada@example.com' } },
    });
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses the code %j with the code message', async (code) => {
    const user = userEvent.setup();
    const { api } = renderWithServices(<ConfirmCard />, {
      path: '/confirm',
      initialEntry: { pathname: '/confirm', state: { username: 'ada@example.com' } },
    });
    if (code) await user.type(screen.getByLabelText('Confirmation Code'), code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    if (code.length <= 6) {
      expect(await screen.findByText('The confirmation code must be exactly 6 numbers.')).toBeInTheDocument();
      expect(api.callsTo('confirm')).toHaveLength(0);
    } else {
      // The input stops at 6 characters, so 7 typed digits become a valid code.
      await waitFor(() => expect(api.callsTo('confirm')).toHaveLength(1));
    }
  });

  it('confirms and goes to /login with the message, the username and the carried answers', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    api.accounts.set('ada@example.com', { password: 'x', confirmed: false, code: '654321' });
    const studentAnswers = { first_name: 'Ada' };
    renderWithServices(<ConfirmCard />, {
      api,
      path: '/confirm',
      initialEntry: { pathname: '/confirm', state: { username: 'ada@example.com', studentAnswers } },
    });
    await user.type(screen.getByLabelText('Confirmation Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(probedLocation().path).toBe('/login'));
    expect(probedLocation().state).toEqual({
      username: 'ada@example.com',
      successMessage: 'Your account is confirmed. You can now sign in.',
      studentAnswers,
    });
    expect(api.accounts.get('ada@example.com')?.confirmed).toBe(true);
  });

  it('shows a wrong code from the server as Confirm Card Error', async () => {
    const user = userEvent.setup();
    renderWithServices(<ConfirmCard />, {
      path: '/confirm',
      initialEntry: { pathname: '/confirm', state: { username: 'ada@example.com' } },
    });
    await user.type(screen.getByLabelText('Confirmation Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('listitem', { name: 'Confirm Card Error' })).toHaveTextContent(
      'The confirmation code is not valid.',
    );
  });
});
