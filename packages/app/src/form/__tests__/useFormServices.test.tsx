import type { FormServices } from '@admissions/form-react';
import type { TabSwitchResult } from '@admissions/form-core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../api/apiErrors.ts';
import { createAppServices } from '../../app/createAppServices.ts';
import type { DocumentServices } from '../../documents/DocumentServices.ts';
import { createFakeApi, logInAs } from '../../testing/createFakeApi.ts';
import { renderWithServices } from '../../testing/renderWithServices.tsx';
import { testTenantBundle } from '../../testing/testTenant.ts';
import { useFormServices } from '../useFormServices.ts';

const tabChange: TabSwitchResult = { answers: {}, tabs: {}, clearedKeys: [], fileKeys: ['transcript_file'] };

function documents(allowTabSwitch = true): DocumentServices & { tabSwitches: unknown[][]; refreshes: number[] } {
  const tabSwitches: unknown[][] = [];
  const refreshes: number[] = [];
  return {
    tabSwitches,
    refreshes,
    refresh: async () => {
      refreshes.push(refreshes.length + 1);
    },
    documents: {},
    documentStates: {},
    onUpload: async () => {},
    onDelete: async () => {},
    beforeTabSwitch: async (...args) => {
      tabSwitches.push(args);
      return allowTabSwitch;
    },
    onPdfDownload: async () => {},
  };
}

async function setup(options: { loggedIn: boolean; allowTabSwitch?: boolean; hsCeebHasData?: boolean }) {
  const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
  api.lookupCategoryData.hs_ceeb.hasData = options.hsCeebHasData ?? true;
  if (options.loggedIn) await logInAs(api, 'ada@example.com', { webStatuses: ['started'] });
  const services = createAppServices({
    api,
    tenant: { bundle: testTenantBundle, validator: { validate: () => ({}), dataModel: testTenantBundle.dataModel } },
    readCookies: api.cookies,
  });
  const docs = documents(options.allowTabSwitch);
  const captured: { current: FormServices | null } = { current: null };
  function Probe() {
    captured.current = useFormServices(docs);
    return null;
  }
  renderWithServices(<Probe />, { api, services });
  await waitFor(() => expect(captured.current).not.toBeNull());
  return { api, services, docs, form: captured.current as FormServices, current: () => captured.current! };
}

describe('the services the widgets get', () => {
  it('lookup asks for 5 results and turns any failure into no suggestions', async () => {
    const { api, form } = await setup({ loggedIn: false });
    api.lookupItems = [{ id: '1', text: 'Old Dominion University', sub_text: 'Norfolk, VA' }];
    await expect(form.lookup?.('dominion', 'college_ceeb')).resolves.toEqual(api.lookupItems);
    expect(api.callsTo('lookupFind')[0]).toEqual(['dominion', 'college_ceeb', 5]);
    api.failNext('lookupFind', new ServerError('down', 503));
    await expect(form.lookup?.('dominion', 'college_ceeb')).resolves.toEqual([]);
  });

  it('reads once which lookup categories have data, and never searches one without', async () => {
    const { api, current } = await setup({ loggedIn: false, hsCeebHasData: false });
    await waitFor(() => expect(current().lookupHasData).toEqual({ college_ceeb: true, hs_ceeb: false, address: true }));
    await expect(current().lookup?.('lincoln', 'hs_ceeb')).resolves.toEqual([]);
    expect(api.callsTo('lookupFind')).toEqual([]);
    expect(api.callsTo('lookupCategories')).toHaveLength(1);
  });

  it('has the categories from its first render when they answered before the page rendered (no second render)', async () => {
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    api.lookupCategoryData.hs_ceeb.hasData = false;
    const services = createAppServices({
      api,
      tenant: { bundle: testTenantBundle, validator: { validate: () => ({}), dataModel: testTenantBundle.dataModel } },
      readCookies: api.cookies,
    });
    await services.lookupCategories();
    const seen: FormServices['lookupHasData'][] = [];
    function Probe() {
      seen.push(useFormServices(documents()).lookupHasData);
      return null;
    }
    renderWithServices(<Probe />, { api, services });
    expect(seen[0]).toEqual({ college_ceeb: true, hs_ceeb: false, address: true });
    expect(api.callsTo('lookupCategories')).toHaveLength(1);
  });

  it('takes the categories request started before the app (no second request); a failed one is asked again', async () => {
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    const tenant = {
      bundle: testTenantBundle,
      validator: { validate: () => ({}), dataModel: testTenantBundle.dataModel },
    };
    const early = { college_ceeb: { hasData: false }, hs_ceeb: { hasData: true }, address: { hasData: true } };
    const services = createAppServices({
      api,
      tenant,
      readCookies: api.cookies,
      lookupCategories: Promise.resolve(early),
    });
    await expect(services.lookupCategories()).resolves.toEqual(early);
    await expect(services.lookupCategories()).resolves.toEqual(early);
    expect(api.callsTo('lookupCategories')).toHaveLength(0);

    const failed = Promise.reject(new ServerError('down', 503));
    failed.catch(() => undefined);
    const retried = createAppServices({ api, tenant, readCookies: api.cookies, lookupCategories: failed });
    await expect(retried.lookupCategories()).rejects.toThrow('down');
    await expect(retried.lookupCategories()).resolves.toEqual(api.lookupCategoryData);
    expect(api.callsTo('lookupCategories')).toHaveLength(1);
  });

  it('searches every category as usual when GET /lookup/categories fails', async () => {
    const api = createFakeApi({ cookiePrefix: 'TestIdentityProvider' });
    api.failNext('lookupCategories', new ServerError('down', 503));
    api.lookupItems = [{ id: '1', text: 'Lincoln High School', sub_text: 'Tampa, FL' }];
    const services = createAppServices({
      api,
      tenant: { bundle: testTenantBundle, validator: { validate: () => ({}), dataModel: testTenantBundle.dataModel } },
      readCookies: api.cookies,
    });
    const captured: { current: FormServices | null } = { current: null };
    function Probe() {
      captured.current = useFormServices(documents());
      return null;
    }
    renderWithServices(<Probe />, { api, services });
    await waitFor(() => expect(api.callsTo('lookupCategories')).toHaveLength(1));
    expect(captured.current?.lookupHasData).toBeUndefined();
    await expect(captured.current?.lookup?.('lincoln', 'hs_ceeb')).resolves.toEqual(api.lookupItems);
  });

  it('visitors: add-another is refused and tab switches stay local (nothing sent)', async () => {
    const { api, form, docs } = await setup({ loggedIn: false });
    expect(form.isVisitor).toBe(true);
    expect(form.canAddAnother).toBe(false);
    await expect(form.onAddAnother?.('high_school', 2)).resolves.toBe(false);
    await expect(form.onTabChange?.('transcript', 'mail', tabChange)).resolves.toBe(true);
    expect(api.calls.filter((call) => call.method !== 'lookupCategories')).toHaveLength(0);
    expect(docs.tabSwitches).toHaveLength(0);
  });

  it('logged in: add-another and tabs are saved; a failure is refused with its labelled toast', async () => {
    const { api, form, docs } = await setup({ loggedIn: true });
    expect(form.canAddAnother).toBe(true);
    await expect(form.onAddAnother?.('high_school', 2)).resolves.toBe(true);
    expect(api.applicants.get('ada@example.com')?.addAnother).toEqual({ high_school: 2 });
    await expect(form.onTabChange?.('transcript', 'mail', tabChange)).resolves.toBe(true);
    expect(api.applicants.get('ada@example.com')?.tabs).toEqual({ transcript: 'mail' });

    api.failNext('putAddAnother', new ServerError('Too many.', 400));
    await expect(form.onAddAnother?.('high_school', 3)).resolves.toBe(false);
    expect(await screen.findByRole('listitem', { name: 'Error adding another high_school' })).toHaveTextContent(
      'Too many.',
    );
    api.failNext('putTabs', new ServerError('Unknown tab.', 400));
    await expect(form.onTabChange?.('transcript', 'upload', tabChange)).resolves.toBe(false);
    expect(await screen.findByRole('listitem', { name: 'Error handling tabs for transcript' })).toHaveTextContent(
      'Unknown tab.',
    );
    // The switch is reset: the documents and conversions it may have touched are read again, once.
    expect(docs.refreshes).toEqual([1]);
  });

  it('a tab switch the document pipeline refuses (conversion running) is not saved', async () => {
    const { api, form, docs } = await setup({ loggedIn: true, allowTabSwitch: false });
    await expect(form.onTabChange?.('transcript', 'mail', tabChange)).resolves.toBe(false);
    expect(docs.tabSwitches).toEqual([['transcript', 'mail', ['transcript_file']]]);
    expect(api.callsTo('putTabs')).toHaveLength(0);
  });
});
