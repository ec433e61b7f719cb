import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout.tsx';

export const defaultRoute = '/about';

function RedirectToDefault() {
  const location = useLocation();
  return <Navigate to={{ pathname: defaultRoute, search: location.search }} replace />;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { path: '/about', lazy: () => import('../pages/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })) },
        {
          path: '/education',
          lazy: () => import('../pages/EducationPage.tsx').then((m) => ({ Component: m.EducationPage })),
        },
        {
          path: '/final-steps',
          lazy: () => import('../pages/FinalStepsPage.tsx').then((m) => ({ Component: m.FinalStepsPage })),
        },
      ],
    },
    { path: '*', element: <RedirectToDefault /> },
  ]);
}
