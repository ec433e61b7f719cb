import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../api/apiErrors.ts';
import { probedLocation, renderWithServices } from '../../testing/renderWithServices.tsx';
import { SignupCard } from '../SignupCard.tsx';

const indicator = (rule: string) => document.querySelector(`[data-rule="${rule}"]`);

describe('SignupCard', () => {
  it('shows every password requirement as inactive while the password is empty', () => {
    renderWithServices(<SignupCard />, { path: '/signup' });
    for (const rule of ['length', 'uppercase', 'lowercase', 'number', 'special', 'whitespace', 'maxLength']) {
      expect(indicator(rule)).toHaveAttribute('data-state', 'inactive');
    }
    expect(screen.getByRole('list', { name: 'Your password must have:' })).toBeInTheDocument();
  });

  it('turns each indicator to error or success as the password is typed', async () => {
    const user = userEvent.setup();
    renderWithServices(<SignupCard />, { path: '/signup' });
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(indicator('lowercase')).toHaveAttribute('data-state', 'success');
    expect(indicator('uppercase')).toHaveAttribute('data-state', 'error');
    expect(indicator('length')).toHaveAttribute('data-state', 'error');
    expect(indicator('lowercase')).toHaveTextContent('One lowercase letter: met');
    expect(indicator('uppercase')).toHaveTextContent('One uppercase letter: not met');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), ' Abcdefghij1! ');
    expect(indicator('whitespace')).toHaveAttribute('data-state', 'error');
    expect(indicator('length')).toHaveAttribute('data-state', 'success');
    expect(indicator('special')).toHaveAttribute('data-state', 'success');
    expect(indicator('number')).toHaveAttribute('data-state', 'success');
  });

  it('accepts letters of any script like the server does, and refuses more than 128 characters', async () => {
    const user = userEvent.setup();
    renderWithServices(<SignupCard />, { path: '/signup' });
    await user.type(screen.getByLabelText('Password'), 'Ünïcödé-Pass-9z');
    for (const rule of ['length', 'uppercase', 'lowercase', 'number', 'special', 'whitespace', 'maxLength']) {
      expect(indicator(rule)).toHaveAttribute('data-state', 'success');
    }
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByLabelText('Password'));
    await user.paste(`Aa1-${'x'.repeat(125)}`);
    expect(indicator('maxLength')).toHaveAttribute('data-state', 'error');
  });

  it('validates email and password policy first and sends nothing while there are errors', async () => {
    const user = userEvent.setup();
    const { api } = renderWithServices(<SignupCard />, { path: '/signup' });
    await user.type(screen.getByLabelText('Email Address'), 'ada@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Your email address must be valid.')).toBeInTheDocument();
    expect(screen.getByText('Your password must be at least 12 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Your password must contain an uppercase letter.')).toBeInTheDocument();
    expect(screen.getByText('Your password must contain a number.')).toBeInTheDocument();
    expect(screen.getByText('Your password must contain a special character.')).toBeInTheDocument();
    expect(api.callsTo('signup')).toHaveLength(0);
  });

  it('signs up and goes to /confirm with the username, the message and the carried answers', async () => {
    const user = userEvent.setup();
    const studentAnswers = { first_name: 'Ada', legal_agree: true };
    const { api } = renderWithServices(<SignupCard />, {
      path: '/signup',
      initialEntry: { pathname: '/signup', state: { studentAnswers } },
    });
    await user.type(screen.getByLabelText('Email Address'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Abcdefghij1!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(probedLocation().path).toBe('/confirm'));
    expect(api.callsTo('signup')[0]).toEqual([{ username: 'ada@example.com', password: 'Abcdefghij1!' }]);
    expect(probedLocation().state).toEqual({
      username: 'ada@example.com',
      successMessage: 'We sent a confirmation code to your email address.',
      studentAnswers,
    });
  });

  it('shows a server error as Sign Up Card Error', async () => {
    const user = userEvent.setup();
    const { api } = renderWithServices(<SignupCard />, { path: '/signup' });
    api.failNext('signup', new ServerError('Too many sign-up attempts.', 429));
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefghij1!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByRole('listitem', { name: 'Sign Up Card Error' });
    expect(within(toast).getByText('Too many sign-up attempts.')).toBeInTheDocument();
  });

  it('offers the login card in its footer', () => {
    renderWithServices(<SignupCard />, { path: '/signup' });
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});

// Typing whole addresses and passwords key by key: seconds on a busy machine.
describe('SignupCard errors after a failed attempt', { timeout: 20_000 }, () => {
  it('follow the input: fixed fields are valid at once, a field broken again says so', async () => {
    const user = userEvent.setup();
    renderWithServices(<SignupCard />, { path: '/signup' });
    const email = screen.getByLabelText('Email Address');
    const password = screen.getByLabelText('Password');
    await user.type(email, 'not-an-email');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Your email address must be valid.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.paste('ada@example.com');
    await user.clear(password);
    await user.paste('Abcdefghij1!');
    await user.tab();
    expect(screen.queryByText('Your email address must be valid.')).not.toBeInTheDocument();
    expect(screen.queryByText('Your password must contain an uppercase letter.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'ada@');
    expect(screen.getByText('Your email address must be valid.')).toBeInTheDocument();
  });

  it('stay quiet while typing before any attempt', async () => {
    const user = userEvent.setup();
    renderWithServices(<SignupCard />, { path: '/signup' });
    await user.type(screen.getByLabelText('Email Address'), 'ada@');
    expect(screen.queryByText('Your email address must be valid.')).not.toBeInTheDocument();
  });
});
