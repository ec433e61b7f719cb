import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unavailableDocumentServices } from '../../documents/DocumentServices.ts';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { testTenantBundle } from '../../testing/testTenant.ts';

/** A document pipeline that counts how often its code was asked for. */
function countingPipeline() {
  const loads = { count: 0 };
  return {
    loads,
    documents: {
      ...unavailableDocumentServices,
      preload: async () => {
        loads.count += 1;
      },
    },
  };
}

describe("the form's layout by who is looking", { timeout: 15_000 }, () => {
  it("gives a visitor the visitor's form: no document pipeline, no applicant layout", async () => {
    const { loads, documents } = countingPipeline();
    renderApp({ initialEntries: ['/about'], documents });
    expect(await screen.findByLabelText(/First Name/)).toBeInTheDocument();
    expect(screen.queryByText('Loading your application…')).not.toBeInTheDocument();
    expect(loads.count).toBe(0);
  });

  it("starts loading the document pipeline with a logged-in applicant's layout", async () => {
    const { loads, documents } = countingPipeline();
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
    renderApp({ api, initialEntries: ['/about'], documents });
    expect(await screen.findByLabelText(/First Name/)).toBeInTheDocument();
    expect(loads.count).toBeGreaterThan(0);
  });

  it('sends a visitor who asks for the PDF copy to /signup, with what they typed', async () => {
    // The test tenant's last page with the PDF copy's button beside its submit.
    const bundle = {
      ...testTenantBundle,
      pages: testTenantBundle.pages.map((page) =>
        page.path === '/final-steps'
          ? {
              ...page,
              actions: [{ kind: 'pdfDownload' as const, label: 'Download a PDF Copy' }, ...(page.actions ?? [])],
            }
          : page,
      ),
    };
    const { api, router } = renderApp({ bundle, initialEntries: ['/final-steps'] });
    const button = await screen.findByRole('button', { name: 'Download a PDF Copy' }, { timeout: 10_000 });
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(api.callsTo('saveAnswers')).toEqual([]);
  });
});
