import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { testTenantBundle } from '../../testing/testTenant.ts';

const view = {
  answer: { first_name: 'Ada', last_name: 'Lovelace', hs_name: 'Analytical High', legal_agree: true },
  add_another: {},
  document_answer: {},
  tabs: {},
};

function renderStaffView(applicantName: { keys: string[] } | undefined) {
  const { applicantName: _default, ...config } = testTenantBundle.config;
  const bundle = { ...testTenantBundle, config: { ...config, ...(applicantName ? { applicantName } : {}) } };
  const api = createFakeApi({ cookiePrefix: config.identityProviderCookiePrefix });
  api.serviceViews.set('staff-1', view);
  return renderApp({ api, bundle, initialEntries: ['/about?service_token=staff-1'] });
}

describe('the staff view names the applicant with the keys tenant.json names', () => {
  it('joins the answers of applicantName.keys in their order', async () => {
    renderStaffView({ keys: ['last_name', 'first_name'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test University Application: Lovelace Ada' }),
    ).toBeInTheDocument();
  });

  it('reads other keys just as well (no answer key is built in)', async () => {
    renderStaffView({ keys: ['hs_name'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test University Application: Analytical High' }),
    ).toBeInTheDocument();
  });

  it('shows no name when the tenant names no keys', async () => {
    renderStaffView(undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test University Application' })).toBeInTheDocument();
  });
});
