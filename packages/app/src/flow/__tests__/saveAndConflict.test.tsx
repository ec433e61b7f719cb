import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../../api/apiErrors.ts';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';

async function loggedIn(answers = {}) {
  const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
  await logInAs(api, 'ada@example.com', { webStatuses: ['started'], answers });
  const view = renderApp({ api, initialEntries: ['/about'] });
  await screen.findByRole('heading', { level: 1, name: 'About You' });
  return { ...view, api, user: userEvent.setup() };
}

describe('saving answers between pages', { timeout: 15_000 }, () => {
  it('saves with If-Match of the profile revision, records last_page, and shows the message after navigation', async () => {
    const { api, user, router } = await loggedIn();
    await user.type(screen.getByLabelText(/First Name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(api.callsTo('saveAnswers')[0]).toEqual([{ first_name: 'Ada' }, 0]);
    expect(await screen.findByRole('listitem', { name: 'Success' })).toHaveTextContent('Your answers have been saved.');
    // Landing is not a page change; moving to /education is.
    await waitFor(() => expect(api.callsTo('putLastPage')).toEqual([['/education']]));
    // The next save sends the new revision.
    await user.click(screen.getByRole('link', { name: '3 Final Steps' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/final-steps'));
    expect(api.callsTo('saveAnswers')[1]?.[1]).toBe(1);
  });

  it('sends only the keys of its definition: an answer under a key it does not know is left out of the save', async () => {
    const { api, user, router, services } = await loggedIn({ first_name: 'Ada' });
    // An answer the pages do not ask and the server did not send (a prefill link made before a question was removed).
    const state = services.answers.getFormState();
    services.answers.getState().replaceState({ ...state, answers: { ...state.answers, preferred_name: 'Addy' } });
    await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(api.callsTo('saveAnswers')[0]).toEqual([{ first_name: 'Ada', last_name: 'Lovelace' }, 0]);
  });

  it.each([
    ['the network is down', new NetworkError()],
    [
      'the server fails',
      new ServerError("We've encountered an unexpected error at this time. Please try again later.", 500),
    ],
  ])('keeps the input and the page when %s, says so, and the next save retries', async (_case, failure) => {
    const { api, user, router } = await loggedIn();
    await user.type(screen.getByLabelText(/First Name/), 'Ada');
    api.failNext('saveAnswers', failure);
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const toast = await screen.findByRole('listitem', { name: 'Your answers were not saved' });
    expect(toast).toHaveTextContent(failure.message);
    expect(toast).toHaveTextContent('Your answers are still on this page and have not been lost.');
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(api.applicants.get('ada@example.com')?.answers).toEqual({});
    // Nothing typed is lost: keep typing, continue again, and everything is saved.
    await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(api.applicants.get('ada@example.com')?.answers).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('on a 409 explains the conflict; "Keep my answers" saves over the newer version with its revision', async () => {
    const { api, user, router } = await loggedIn({ first_name: 'Ada' });
    api.saveFromElsewhere({ first_name: 'Augusta' });
    await user.clear(screen.getByLabelText(/First Name/));
    await user.type(screen.getByLabelText(/First Name/), 'Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your application was changed somewhere else' });
    expect(dialog).toHaveTextContent('Your application was changed in another window or device.');
    // Nothing is decided for the applicant: the input stays, the page stays.
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada Byron');
    expect(router.state.location.pathname).toBe('/about');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my answers' }));
    await waitFor(() => expect(api.applicants.get('ada@example.com')?.answers).toEqual({ first_name: 'Ada Byron' }));
    // The re-save carries the revision of the version saved elsewhere.
    expect(api.callsTo('saveAnswers').at(-1)?.[1]).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('on a 409, "Use the saved version" shows the stored answers and later saves build on them', async () => {
    const { api, user, router } = await loggedIn({ first_name: 'Ada' });
    api.saveFromElsewhere({ first_name: 'Augusta', last_name: 'King' });
    await user.clear(screen.getByLabelText(/First Name/));
    await user.type(screen.getByLabelText(/First Name/), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Use the saved version' }));
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Augusta');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('King');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(api.callsTo('saveAnswers').at(-1)).toEqual([{ first_name: 'Augusta', last_name: 'King' }, 1]);
  });

  it('saves from the step navigation too, and a failed save keeps the applicant on the page', async () => {
    const { api, user, router } = await loggedIn();
    await user.type(screen.getByLabelText(/First Name/), 'Ada');
    api.failNext('saveAnswers', new NetworkError());
    await user.click(screen.getByRole('link', { name: '2 Your Academics' }));
    await screen.findByRole('listitem', { name: 'Your answers were not saved' });
    expect(router.state.location.pathname).toBe('/about');
    await user.click(screen.getByRole('link', { name: '2 Your Academics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(api.applicants.get('ada@example.com')?.answers).toEqual({ first_name: 'Ada' });
  });
});
