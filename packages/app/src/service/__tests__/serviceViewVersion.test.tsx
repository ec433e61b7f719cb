import { deliveredBundle } from '@admissions/form-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { testTenantBundle } from '../../testing/testTenant.ts';

const answers = { first_name: 'Ada', last_name: 'Lovelace', legal_agree: true };

/** The running tenant relabelled "First Name"; the application came with the version it was submitted under. */
function renderSubmittedUnderEarlierVersion() {
  const running = structuredClone(testTenantBundle);
  const earlier = deliveredBundle(structuredClone(testTenantBundle));
  const relabel = (text: string) => text.replaceAll('"label":"First Name"', '"label":"Given name"');
  running.pages = JSON.parse(relabel(JSON.stringify(running.pages))) as typeof running.pages;
  const api = createFakeApi({ cookiePrefix: running.config.identityProviderCookiePrefix });
  api.serviceViews.set('staff-1', {
    answer: answers,
    add_another: {},
    document_answer: {},
    tabs: {},
    definition: { ...earlier },
  });
  api.serviceViews.set('staff-2', { answer: answers, add_another: {}, document_answer: {}, tabs: {} });
  return { api, running };
}

describe('the staff view of an application submitted under an earlier version', () => {
  it("draws the questions of the application's own version, not the running one", async () => {
    const { api, running } = renderSubmittedUnderEarlierVersion();
    renderApp({ api, bundle: running, initialEntries: ['/about?service_token=staff-1'] });
    expect(await screen.findByText('First Name')).toBeInTheDocument();
    expect(screen.queryByText('Given name')).not.toBeInTheDocument();
  });

  it('draws an application without a definition of its own with the running tenant', async () => {
    const { api, running } = renderSubmittedUnderEarlierVersion();
    renderApp({ api, bundle: running, initialEntries: ['/about?service_token=staff-2'] });
    expect(await screen.findByText('Given name')).toBeInTheDocument();
  });
});
