import type { DeliveredBundle } from '@admissions/form-core';
import type { RouteObject } from '../routing/index.ts';
import { AppRoot } from '../app/AppRoot.tsx';
import { RootErrorPage } from '../errors/RootErrorPage.tsx';
import { completionPath } from '../flow/createApplicationFlow.ts';
import { FullScreenSpinner } from '../form/FullScreenSpinner.tsx';
import { FormLayout } from '../form/FormLayout.tsx';
import { FormPage } from '../form/FormPage.tsx';
import { RedirectToDefault } from './RedirectToDefault.tsx';

export const authPaths = ['/signup', '/confirm', '/login', '/forgot', '/reset'] as const;

/**
 * Every route of the app. Form routes (one per tenant page, plus
 * /completion) sit in the form layout, which loads the profile before
 * showing them; account routes sit in the auth layout. The form page is in
 * the first chunk (nearly every first page shows it: no second request
 * before it renders); the completion and account pages load lazily.
 */
export function createAppRoutes(bundle: DeliveredBundle): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <RootErrorPage />,
      hydrateFallbackElement: <FullScreenSpinner label="Loading…" />,
      children: [
        {
          element: <FormLayout />,
          children: [
            ...bundle.pages.map((page) => ({ path: page.path, element: <FormPage /> })),
            {
              path: completionPath,
              lazy: async () => ({ Component: (await import('../form/CompletionPage.tsx')).CompletionPage }),
            },
          ],
        },
        {
          // Its own chunk with the account pages' shared code (React Query): not on a visitor's first page.
          lazy: async () => ({ Component: (await import('../auth/AuthLayout.tsx')).AuthLayout }),
          children: [
            { path: '/signup', lazy: async () => ({ Component: (await import('../auth/SignupCard.tsx')).SignupCard }) },
            {
              path: '/confirm',
              lazy: async () => ({ Component: (await import('../auth/ConfirmCard.tsx')).ConfirmCard }),
            },
            { path: '/login', lazy: async () => ({ Component: (await import('../auth/LoginCard.tsx')).LoginCard }) },
            { path: '/forgot', lazy: async () => ({ Component: (await import('../auth/ForgotCard.tsx')).ForgotCard }) },
            { path: '/reset', lazy: async () => ({ Component: (await import('../auth/ResetCard.tsx')).ResetCard }) },
          ],
        },
        {
          // A recommender's link: no account, no session (its own chunk).
          path: '/recommend',
          lazy: async () => ({
            Component: (await import('../recommendations/RecommenderPage.tsx')).RecommenderPage,
          }),
        },
        {
          path: '/accessibility',
          lazy: async () => ({
            Component: (await import('../accessibility/AccessibilityPage.tsx')).AccessibilityPage,
          }),
        },
        { index: true, element: <RedirectToDefault /> },
        { path: '*', element: <RedirectToDefault /> },
      ],
    },
  ];
}
