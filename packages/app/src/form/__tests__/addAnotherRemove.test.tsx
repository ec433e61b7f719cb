import type { PageDefinition, TenantBundle } from '@admissions/form-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { testTenantBundle } from '../../testing/testTenant.ts';

/** The test tenant with an add-another group of up to three colleges on /about. */
const bundle: TenantBundle = {
  ...testTenantBundle,
  pages: testTenantBundle.pages.map((page, p): PageDefinition => {
    if (p !== 0) return page;
    const colleges = {
      kind: 'addAnother' as const,
      id: 'college',
      buttonLabel: 'Add another college',
      instanceTitle: 'College {i}',
      max: 3,
      template: [{ key: 'college{n}_name', widget: 'text', label: 'Name of College {i}' }],
    };
    return { ...page, sections: [...page.sections, { id: 'colleges', title: 'Colleges', items: [colleges] }] };
  }),
};

const answers = { first_name: 'Ada', college_name: 'One', college_2_name: 'Two', college_3_name: 'Three' };

async function removeCollege2() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'About You' });
  await user.click(await screen.findByRole('button', { name: 'Remove College 2' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('removing an add-another block in the app', { timeout: 15_000 }, () => {
  it('a signed-in applicant: the new count is PUT and the moved answers are saved', async () => {
    const api = createFakeApi({ cookiePrefix: bundle.config.identityProviderCookiePrefix });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'], answers, addAnother: { college: 3 } });
    renderApp({ api, bundle, initialEntries: ['/about'] });
    await removeCollege2();
    await waitFor(() =>
      expect(api.applicants.get('ada@example.com')?.answers).toEqual({
        first_name: 'Ada',
        college_name: 'One',
        college_2_name: 'Three',
      }),
    );
    expect(api.callsTo('putAddAnother')).toEqual([[{ button_id: 'college', num_components: 2 }]]);
    expect(api.applicants.get('ada@example.com')?.addAnother).toEqual({ college: 2 });
    expect(screen.getByRole('textbox', { name: 'Name of College 2' })).toHaveValue('Three');
    expect(screen.getByRole('heading', { name: 'College 1' })).toHaveFocus();
  });

  it('a visitor: the block goes in memory, nothing is sent', async () => {
    const api = createFakeApi({ cookiePrefix: bundle.config.identityProviderCookiePrefix });
    const { app } = renderApp({ api, bundle, initialEntries: ['/about'] });
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    app.services.answers.getState().replaceState({ answers, tabs: {}, addAnother: { college: 3 } });
    await removeCollege2();
    expect(app.services.answers.getState().answers).toEqual({
      first_name: 'Ada',
      college_name: 'One',
      college_2_name: 'Three',
    });
    expect(app.services.answers.getState().addAnother).toEqual({ college: 2 });
    expect(api.callsTo('putAddAnother')).toEqual([]);
    expect(api.callsTo('saveAnswers')).toEqual([]);
  });
});
