import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { prefillNoticeTexts } from '../prefillNoticeTexts.ts';

/** A link made for someone else: one answer the victim has, three they have not (one a checkbox), one no question asks. */
const foreignAnswers = {
  first_name: 'Mallory',
  last_name: 'Intruder',
  hs_name: 'Elsewhere High',
  legal_agree: true,
  not_a_question: 'x',
};

async function openLinkSignedIn() {
  const api = createFakeApi();
  await logInAs(api, 'ada@example.com', { webStatuses: ['started'], answers: { first_name: 'Ada' } });
  api.temporaryAnswers.set('foreign', foreignAnswers);
  const view = renderApp({ api, initialEntries: ['/about?token=foreign'] });
  const notice = await screen.findByRole('region', { name: prefillNoticeTexts.title }, { timeout: 5_000 });
  return { api, view, notice };
}

const stored = (api: ReturnType<typeof createFakeApi>) => api.applicants.get('ada@example.com')?.answers;

describe("a prefill link opened by a signed-in applicant (someone else's link)", { timeout: 15_000 }, () => {
  it('keeps the existing answers, fills only empty ones, saves nothing, and lists the offered questions', async () => {
    const { api, view, notice } = await openLinkSignedIn();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Intruder');
    expect(view.services.answers.getState().answers).toMatchObject({ hs_name: 'Elsewhere High', legal_agree: true });
    expect(view.services.answers.getState().answers).not.toHaveProperty('not_a_question');
    // The notice is an alert naming the questions by their labels, not the answers' keys.
    const alert = within(notice).getByRole('alert');
    const offered = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(offered).toEqual(['Last Name', 'High School Name', 'I agree']);
    expect(alert).not.toHaveTextContent(/last_name|First Name|not_a_question/);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(api.callsTo('saveAnswers')).toEqual([]);
    expect(stored(api)).toEqual({ first_name: 'Ada' });
  });

  it('saves the offered answers only when the applicant keeps them', async () => {
    const { api, notice } = await openLinkSignedIn();
    const user = userEvent.setup();
    await user.click(within(notice).getByRole('button', { name: prefillNoticeTexts.keep }));
    await waitFor(() =>
      expect(stored(api)).toEqual({
        first_name: 'Ada',
        last_name: 'Intruder',
        hs_name: 'Elsewhere High',
        legal_agree: true,
      }),
    );
    expect(api.callsTo('saveAnswers')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: prefillNoticeTexts.title })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About You' })).toHaveFocus();
  });

  it("the applicant's own save saves what the page shows and ends the offer", async () => {
    const { api } = await openLinkSignedIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(stored(api)).toMatchObject({ first_name: 'Ada', last_name: 'Intruder' }));
    expect(screen.queryByRole('region', { name: prefillNoticeTexts.title })).not.toBeInTheDocument();
  });

  it('removes the offered answers, and a later save has only what the applicant gave', async () => {
    const { api, view, notice } = await openLinkSignedIn();
    const user = userEvent.setup();
    await user.click(within(notice).getByRole('button', { name: prefillNoticeTexts.remove }));
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('');
    expect(view.services.answers.getState().answers).toEqual({ first_name: 'Ada' });
    expect(screen.queryByRole('region', { name: prefillNoticeTexts.title })).not.toBeInTheDocument();
    expect(api.callsTo('saveAnswers')).toEqual([]);
    await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(stored(api)).toEqual({ first_name: 'Ada', last_name: 'Lovelace' }));
  });

  it('is reachable by keyboard and can be dismissed, leaving the answers on the page unsaved', async () => {
    const { api, notice } = await openLinkSignedIn();
    const user = userEvent.setup();
    const dismiss = within(notice).getByRole('button', { name: prefillNoticeTexts.dismiss });
    dismiss.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: prefillNoticeTexts.title })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Intruder');
    expect(api.callsTo('saveAnswers')).toEqual([]);
  });

  it("a logout before the applicant acts saves and carries none of the link's answers", async () => {
    const { api, view } = await openLinkSignedIn();
    await view.services.flow.logout('inactivity');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(stored(api)).toEqual({ first_name: 'Ada' });
    const state = view.router.state.location.state as { studentAnswers?: Record<string, unknown> } | null;
    expect(state?.studentAnswers ?? {}).not.toHaveProperty('last_name');
  });
});
