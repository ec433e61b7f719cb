import * as fs from 'node:fs';
import {
  folderReader,
  formatTenantProblems,
  loadTenant,
  type TenantBundle,
  type TenantFileReader,
} from '@admissions/form-core';
import { createTenantRules, type TenantRules } from '../tenant/tenantRules.ts';

/**
 * The tenant.json the recommender form is loaded with: the tenant's own (its
 * branding, texts, option lists and date windows) with the pages, schemas,
 * data model and error summary of the form's folder, so the same loader
 * checks it and the same engine renders and validates it.
 */
function recommenderTenantJson(
  tenantJson: string,
  form: string,
  files: readonly string[],
  readText: (path: string) => string | undefined,
): string {
  const config = JSON.parse(tenantJson) as Record<string, unknown>;
  const inForm = (folder: string) => files.filter((path) => path.startsWith(`${form}/${folder}/`)).sort();
  const pages = inForm('pages');
  const firstPage = pages[0] ? (JSON.parse(readText(pages[0]) ?? '{}') as { path?: unknown }) : {};
  // The applicant's name keys are the application's: the form has none of them.
  const { applicantName: _applicantName, ...rest } = config;
  return JSON.stringify({
    ...rest,
    defaultRoute: typeof firstPage.path === 'string' ? firstPage.path : '/',
    pages,
    schemas: inForm('schema'),
    dataModel: `${form}/data-model.json`,
    errorSummary: `${form}/error-summary.json`,
  });
}

/**
 * A reader that shows the loader the tenant folder as the recommender form:
 * tenant.json rewritten (above) and only the form folder's files listed (the
 * tenant's examples are the application's, not the form's).
 */
function recommenderFormReader(tenantFolder: string, form: string): TenantFileReader {
  const folder = folderReader(tenantFolder, fs);
  const files = folder.listJsonFiles().filter((path) => path.startsWith(`${form}/`));
  const tenantJson = folder.readText('tenant.json') ?? '{}';
  let rewritten: string | undefined;
  return {
    readText: (path) =>
      path === 'tenant.json'
        ? (rewritten ??= recommenderTenantJson(tenantJson, form, files, (p) => folder.readText(p)))
        : folder.readText(path),
    readBytes: (path) => folder.readBytes(path),
    listJsonFiles: () => ['tenant.json', ...files],
  };
}

/** Rules about tenant.json's values, which the application's texts use: not the form's concern. */
const ownedByTheApplication = new Set(['unused-partner-value']);

/** The recommender form of one kind: its rules (validation) and bundle (what the recommender page renders). */
export interface RecommenderForm {
  rules: TenantRules;
  bundle: TenantBundle;
}

/**
 * Loads the recommender form in `<tenant folder>/<form>/` with form-core's
 * loader; throws with every problem (file:line:col) as the tenant's own
 * problems stop the server.
 */
export function loadRecommenderForm(tenantFolder: string, tenantName: string, form: string): RecommenderForm {
  const loaded = loadTenant(tenantName, recommenderFormReader(tenantFolder, form));
  // tenant.json's own values (partner values shown by the application's texts) are checked with the tenant.
  const problems = loaded.problems.filter((problem) => !ownedByTheApplication.has(problem.rule));
  if (problems.length > 0 || !loaded.bundle) {
    throw new Error(
      `The recommender form "${form}" has problems:\n${formatTenantProblems(`tenants/${tenantName}`, problems).join('\n')}`,
    );
  }
  const bundle = loaded.bundle;
  const rules = createTenantRules(bundle, {
    name: tenantName,
    ...(loaded.validation ? { validation: loaded.validation } : {}),
  });
  return { rules, bundle };
}
