import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, logInAs, type FakeApplicant } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { bannerState } from '../bannerState.ts';

async function bannerFor(applicant: Partial<FakeApplicant> | null, path = '/about') {
  const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
  if (applicant) await logInAs(api, 'ada@example.com', applicant);
  renderApp({ api, initialEntries: [path] });
  await screen.findByRole('heading', { level: 1 });
  return document.querySelector('[data-banner]');
}

describe('landing banner', { timeout: 15_000 }, () => {
  it('first visit (not logged in)', async () => {
    const banner = await bannerFor(null);
    expect(banner).toHaveAttribute('data-banner', 'firstVisit');
    expect(screen.getByRole('region', { name: 'Welcome, visitor' })).toHaveTextContent('Create an account');
  });

  it('first login', async () => {
    expect(await bannerFor({ webStatuses: ['started'], logins: 1 })).toHaveAttribute('data-banner', 'firstLogin');
    expect(screen.getByRole('region', { name: 'Welcome to your application' })).toBeInTheDocument();
  });

  it('later logins', async () => {
    expect(await bannerFor({ webStatuses: ['started'], logins: 4 })).toHaveAttribute('data-banner', 'laterLogin');
    expect(screen.getByRole('region', { name: 'Welcome back' })).toHaveTextContent('Finish your application now.');
  });

  it('after submission', async () => {
    const banner = await bannerFor({ webStatuses: ['started', 'validating', 'submitted'] }, '/completion');
    expect(banner).toHaveAttribute('data-banner', 'submitted');
  });

  it('hidden while validating', async () => {
    expect(await bannerFor({ webStatuses: ['started', 'validating'] })).toBeNull();
  });

  it('derives the state from the snapshot', () => {
    expect(bannerState({ isLoggedIn: false, webStatus: null, numLogins: 1 })).toBe('firstVisit');
    expect(bannerState({ isLoggedIn: true, webStatus: 'started', numLogins: 1 })).toBe('firstLogin');
    expect(bannerState({ isLoggedIn: true, webStatus: 'started', numLogins: 2 })).toBe('laterLogin');
    expect(bannerState({ isLoggedIn: true, webStatus: 'validating', numLogins: 2 })).toBeNull();
    expect(bannerState({ isLoggedIn: true, webStatus: 'submitted', numLogins: 2 })).toBe('submitted');
  });
});
