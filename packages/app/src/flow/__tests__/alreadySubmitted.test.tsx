import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlreadySubmittedError, RevisionConflictError, ServerError } from '../../api/apiErrors.ts';
import { errorFromResponse } from '../../api/requestJson.ts';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderApp } from '../../testing/renderApp.tsx';

const alreadySubmitted = 'Your application has already been submitted and can no longer be changed.';

describe('an application submitted meanwhile', { timeout: 15_000 }, () => {
  it('reads a 409 with web_status "submitted" as already submitted, other 409s as before', () => {
    expect(errorFromResponse(409, { message: alreadySubmitted, web_status: 'submitted' })).toBeInstanceOf(
      AlreadySubmittedError,
    );
    expect(errorFromResponse(409, { message: 'x', answer: {}, revision: 2 })).toBeInstanceOf(RevisionConflictError);
    const other = errorFromResponse(409, { message: 'quota' });
    expect(other).toBeInstanceOf(ServerError);
    expect(other).not.toBeInstanceOf(AlreadySubmittedError);
  });

  it('a submit retried after its answer was lost goes to /completion instead of failing on the save', async () => {
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    await logInAs(api, 'ada@example.com', { webStatuses: ['started', 'validating'] });
    const { router } = renderApp({ api, initialEntries: ['/final-steps'] });
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    // The server already has the submission: the save before submitting is refused as read-only.
    api.failNext('saveAnswers', new AlreadySubmittedError(alreadySubmitted));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
    expect(await screen.findByRole('listitem', { name: 'Success' })).toHaveTextContent(
      'Your application was successfully submitted.',
    );
    expect(screen.queryByRole('listitem', { name: /Your answers were not saved/ })).not.toBeInTheDocument();
  });
});
