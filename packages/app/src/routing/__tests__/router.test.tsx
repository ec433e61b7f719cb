import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from '../createRouter.ts';
import { createBrowserHistory } from '../history.ts';
import { Link, NavLink } from '../Link.tsx';
import { Navigate } from '../Navigate.tsx';
import { Outlet } from '../Outlet.tsx';
import { RouterProvider } from '../RouterProvider.tsx';
import { useLocation, useRouteError } from '../routerContext.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function Layout() {
  return (
    <div>
      <nav>
        <NavLink to="/about">About</NavLink>
        <NavLink to="/education">Education</NavLink>
      </nav>
      <Outlet />
      <Where />
    </div>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function Failure() {
  return <p>Failed: {String((useRouteError() as Error).message)}</p>;
}

describe('the app router', () => {
  it('matches exact paths case-insensitively inside layouts, the index, and * for the rest', () => {
    const routes: RouteObject[] = [
      { element: <Layout />, children: [{ path: '/about', element: <h1>About</h1> }] },
      { index: true, element: <h1>Home</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/About/'] });
    expect(router.match('/About/')).toHaveLength(2);
    expect(router.match('/')).toEqual([routes[1]]);
    expect(router.match('/nowhere')).toEqual([routes[2]]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('a plain click on a link navigates in the app; the current step link is aria-current', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/about', element: <Link to="/education?x=1#gpa">Next</Link> },
            { path: '/education', element: <h1>Education</h1> },
          ],
        },
      ],
      { initialEntries: ['/about'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/education?x=1#gpa');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Education' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/education?x=1#gpa');
    expect(screen.getByRole('link', { name: 'Education' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the current page until a lazy route has loaded, then shows it with the state it was given', async () => {
    const chunk = deferred<{ Component: () => React.JSX.Element }>();
    function Education() {
      return <h1>Education {JSON.stringify(useLocation().state)}</h1>;
    }
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/about', element: <h1>About</h1> },
            { path: '/education', lazy: () => chunk.promise },
          ],
        },
      ],
      { initialEntries: ['/about'] },
    );
    render(<RouterProvider router={router} />);
    let arrived = false;
    const navigation = router.navigate('/education', { state: { from: 'about' } }).then(() => (arrived = true));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/education');
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(arrived).toBe(false);
    await act(async () => {
      chunk.resolve({ Component: Education });
      await navigation;
    });
    expect(arrived).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Education {"from":"about"}' })).toBeInTheDocument();
  });

  it('shows the first page after its chunk, and the errorElement when the chunk fails', async () => {
    const chunk = deferred<{ Component: () => React.JSX.Element }>();
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          errorElement: <Failure />,
          hydrateFallbackElement: <p>Loading…</p>,
          children: [{ path: '/about', lazy: () => chunk.promise }],
        },
      ],
      { initialEntries: ['/about'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    chunk.reject(new Error('chunk gone'));
    expect(await screen.findByText('Failed: chunk gone')).toBeInTheDocument();
  });

  it('Navigate replaces the entry it is rendered on', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Navigate to="/about?from=home" replace /> },
      { path: '/about', element: <Where /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('where')).toHaveTextContent('/about?from=home');
  });

  it('keeps state and a key per entry in the browser history, and follows back and forward', () => {
    window.history.replaceState(null, '', '/start');
    const history = createBrowserHistory();
    expect(history.location).toMatchObject({ pathname: '/start', state: null, key: 'default' });
    history.go('/next#part', { state: { carried: 1 } });
    const next = history.location;
    expect(next).toMatchObject({ pathname: '/next', hash: '#part', state: { carried: 1 } });
    expect(next.key).not.toBe('default');
    history.go({ pathname: '/other', search: '?q=1' }, { replace: true });
    expect(window.location.pathname + window.location.search).toBe('/other?q=1');
    let heard = 0;
    history.listen(() => (heard += 1));
    window.history.replaceState({ usr: { back: true }, key: 'k1' }, '', '/back');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).toBe(1);
    expect(history.location).toMatchObject({ pathname: '/back', state: { back: true }, key: 'k1' });
  });
});
