import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unavailableDocumentServices } from '../../documents/DocumentServices.ts';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';

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
});
