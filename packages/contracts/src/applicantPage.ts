/**
 * The contract between the server and the app's server build for a signed-in
 * applicant's form page rendered on the server: what the page is rendered
 * from, what the render gives back, and the names both sides write into and
 * read from the page.
 */
import type { AddAnotherCounts, ChosenTabs, LookupCategoriesResponse, ProfileResponse } from './api.ts';

/**
 * What the page is rendered from: the answers of the four reads the page
 * would otherwise make first (GET /api/profile, /api/tabs, /api/add-another,
 * /lookup/categories). The server writes them into the page; the browser
 * builds its first render from the same data, so the two renders agree.
 */
export interface ApplicantPageData {
  profile: ProfileResponse;
  tabs: ChosenTabs;
  addAnother: AddAnotherCounts;
  lookupCategories: LookupCategoriesResponse;
}

/** What the server asks the app's renderer for; `Tenant` is the tenant module's exports (form-core's TenantModule). */
export interface ApplicantPageRequest<Tenant> {
  /** What the tenant module the page names exports (the server's delivery holds it). */
  tenant: Tenant;
  /** The page's path and query, as requested. */
  url: string;
  /** The request's Cookie header: the app reads the session marker from it, as the browser's reads document.cookie. */
  cookies: string;
  /** The answers of the applicant's reads, made by the server for this request. */
  data: ApplicantPageData;
}

/** A rendered page. */
export interface RenderedApplicantPage {
  /** The app's markup, for the page's root element. */
  html: string;
  /** The script element holding the data, for the page's body: the browser's first render reads it. */
  dataScript: string;
}

/** The app's server build's export: undefined for a page the browser is to render instead. */
export type ApplicantPageRenderer<Tenant> = (
  request: ApplicantPageRequest<Tenant>,
) => Promise<RenderedApplicantPage | undefined>;

/** The id of the script element (type application/json) that holds a rendered page's data. */
export const applicantPageDataId = 'applicant-page-data';

/**
 * The attribute of the root element of a page the server renders, until the
 * browser's app has taken the page over (the app removes it): while it is
 * there, the app's stylesheet lays out only the form's sections near the screen.
 */
export const serverRenderedAttribute = 'data-server-rendered';
