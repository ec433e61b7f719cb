import { compileValidator, tenantAnswerSchemas, type TenantBundle } from '@admissions/form-core';
import { render } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import type { InitialEntry } from '../routing/index.ts';
import type { EarlyAnswers } from '../api/earlyApplicantData.ts';
import { App, createApp } from '../app/createApp.tsx';
import type { DocumentServicesFactory } from '../documents/DocumentServices.ts';
import type { CrossTabChannel } from '../inactivity/crossTabChannel.ts';
import { createCrossTabHub } from './createCrossTabHub.ts';
import { createFakeApi, type FakeApi } from './createFakeApi.ts';
import { testTenantBundle } from './testTenant.ts';

export interface RenderAppOptions {
  api?: FakeApi;
  bundle?: TenantBundle;
  initialEntries?: InitialEntry[];
  /** The validator as the browser gets it: loaded on first use (counted in `validatorLoads`). */
  lazyValidator?: boolean;
  /** This tab's channel to other tabs (a hub's `channel()`); by default a tab alone. */
  crossTab?: CrossTabChannel;
  /** The document pipeline (by default: uploads say they are unavailable). */
  documents?: DocumentServicesFactory;
  /** The applicant's data fetched before the app (main.tsx's early requests). */
  earlyAnswers?: EarlyAnswers;
}

/** The whole app (routes, layouts, flow) over an in-memory API, with the test tenant's real validator. */
export function renderApp(options: RenderAppOptions = {}) {
  const { app, api, validatorLoads } = createTestApp(options);
  const result = render(<App app={app} />);
  return { ...result, api, app, services: app.services, router: app.router, validatorLoads };
}

/**
 * The app mounted as main.tsx mounts it in a browser: `createRoot().render()` outside React's `act`, so React
 * schedules its work and effects as it does in a page, and a test can see what each commit leaves in the DOM
 * before later tasks run (a MutationObserver's callback runs right after the task of a commit).
 */
export function mountAppAsBrowser(options: RenderAppOptions = {}) {
  const { app, api } = createTestApp(options);
  const container = document.body.appendChild(document.createElement('div'));
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const root = createRoot(container);
  root.render(<App app={app} />);
  return {
    container,
    api,
    app,
    unmount() {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    },
  };
}

function createTestApp(options: RenderAppOptions) {
  const bundle = options.bundle ?? testTenantBundle;
  const api = options.api ?? createFakeApi({ cookiePrefix: bundle.config.identityProviderCookiePrefix });
  const validatorLoads = { count: 0 };
  const validator = { validate: compileValidator(tenantAnswerSchemas(bundle)), dataModel: bundle.dataModel };
  const lazy = {
    load: async () => {
      validatorLoads.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return validator;
    },
  };
  const app = createApp({
    api,
    tenant: { bundle, validator: options.lazyValidator ? lazy : validator },
    readCookies: api.cookies,
    crossTab: options.crossTab ?? createCrossTabHub().channel(),
    initialEntries: options.initialEntries ?? ['/about'],
    ...(options.documents ? { documents: options.documents } : {}),
    ...(options.earlyAnswers ? { earlyAnswers: options.earlyAnswers } : {}),
  });
  return { app, api, validatorLoads };
}

/** The router's current path, search and hash. */
export function currentUrl(router: ReturnType<typeof createApp>['router']): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
