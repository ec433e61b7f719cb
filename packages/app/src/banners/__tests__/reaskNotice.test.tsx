import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { reaskNoticeTexts } from '../reaskNoticeTexts.ts';

async function signedInWith(reask: string[] | undefined, webStatuses: ('started' | 'submitted')[] = ['started']) {
  const api = createFakeApi();
  await logInAs(api, 'ada@example.com', {
    webStatuses,
    answers: { first_name: 'Ada' },
    ...(reask ? { reask } : {}),
  });
  const view = renderApp({ api, initialEntries: ['/about'] });
  await screen.findByRole('heading', { level: 1, name: 'About You' }, { timeout: 5_000 });
  return { api, view };
}

const notice = () => screen.queryByRole('region', { name: reaskNoticeTexts.title });

describe(
  'the notice of questions asked again (an answer migration, a question now required)',
  { timeout: 15_000 },
  () => {
    it('names each unanswered question by its label, linking to /{page}#{key}; an answered one is not named', async () => {
      await signedInWith(['hs_name', 'first_name', 'last_name']);
      const box = await screen.findByRole('region', { name: reaskNoticeTexts.title }, { timeout: 5_000 });
      expect(within(box).getByText(reaskNoticeTexts.body)).toBeInTheDocument();
      const links = within(box).getAllByRole('link');
      // In the order of the pages; First Name has an answer.
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Last Name', '/about#last_name'],
        ['High School Name', '/education#hs_name'],
      ]);
    });

    it('goes once every listed question is answered', async () => {
      const { view } = await signedInWith(['last_name', 'hs_name']);
      const box = await screen.findByRole('region', { name: reaskNoticeTexts.title }, { timeout: 5_000 });
      const user = userEvent.setup();
      await user.click(within(box).getByRole('link', { name: 'Last Name' }));
      expect(screen.getByLabelText(/Last Name/)).toHaveFocus();
      await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
      await waitFor(() =>
        expect(
          within(notice()!)
            .getAllByRole('link')
            .map((l) => l.textContent),
        ).toEqual(['High School Name']),
      );
      await user.click(within(notice()!).getByRole('link', { name: 'High School Name' }));
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/education'));
      await user.type(await screen.findByLabelText(/High School Name/), 'Central High');
      await waitFor(() => expect(notice()).not.toBeInTheDocument());
    });

    it('shows nothing without questions asked again', async () => {
      await signedInWith(undefined);
      expect(notice()).not.toBeInTheDocument();
    });
  },
);
