import { errorCatalogue } from '@admissions/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../routing/index.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError, UnauthorizedError } from '../../api/apiErrors.ts';
import { renderWithServices } from '../../testing/renderWithServices.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { ErrorDialog } from '../ErrorDialog.tsx';
import { RootErrorPage } from '../RootErrorPage.tsx';
import { ToastErrorBoundary } from '../ToastErrorBoundary.tsx';
import { UnexpectedErrorDialog } from '../UnexpectedErrorDialog.tsx';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

// React logs caught render errors; keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('error boundaries', () => {
  it("show a dialog titled 'Unexpected Error' that explains in plain words, with the error's message", async () => {
    const user = userEvent.setup();
    renderWithServices(
      <ErrorBoundary fallback={(error, reset) => <UnexpectedErrorDialog error={error} onClose={reset} />}>
        <Thrower error={new ServerError('The answers could not be read.')} />
      </ErrorBoundary>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Unexpected Error' });
    expect(within(dialog).getByRole('heading', { name: 'Unexpected Error' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Something did not work as it should. The answers could not be read.');
    expect(dialog).toHaveTextContent('Select OK to go back to your application and try again.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  });

  it("keep 'Error' as the default header of other error dialogs", () => {
    renderWithServices(
      <ErrorDialog onClose={() => {}}>
        <p>The file could not be read.</p>
      </ErrorDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent('The file could not be read.');
  });

  it('give any other thrown value the generic message', () => {
    renderWithServices(
      <ErrorBoundary fallback={(error, reset) => <UnexpectedErrorDialog error={error} onClose={reset} />}>
        <Thrower error={new TypeError('x is undefined')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(errorCatalogue.generic);
  });

  it('or an error toast that stays 300000 ms, leaving the rest of the page', () => {
    const { services } = renderWithServices(
      <>
        <ToastErrorBoundary>
          <Thrower error={new ServerError('The banner failed.')} />
        </ToastErrorBoundary>
        <p>The rest of the page</p>
      </>,
    );
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Error' })).toHaveTextContent('The banner failed.');
    expect(services.toasts.getState().toasts[0]?.durationMs).toBe(300_000);
  });

  it('show nothing for an unauthorized error: the API client has taken the session-invalid path', () => {
    const onError = vi.fn();
    render(
      <>
        <ErrorBoundary fallback={() => <p>inner fallback</p>} onError={onError}>
          <Thrower error={new UnauthorizedError()} />
        </ErrorBoundary>
        <p>The rest of the page</p>
      </>,
    );
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByText('inner fallback')).not.toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  });

  it('the root error page says its two sentences', () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <Thrower error={new Error('boom')} />, errorElement: <RootErrorPage /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong.');
    expect(
      screen.getByText(
        'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
      ),
    ).toBeInTheDocument();
  });
});
