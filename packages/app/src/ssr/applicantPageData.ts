import { applicantPageDataId, type ApplicantPageData } from '@admissions/contracts';
import { arrivedAnswers } from '../api/earlyApplicantData.ts';
import type { AppServicesOptions } from '../app/createAppServices.ts';

/**
 * The data a server-rendered page carries, or undefined for any other page
 * (a visitor's, or a page the server did not render). A script element that
 * does not hold the four answers counts as none: the page then starts as an
 * unrendered one would.
 */
export function readApplicantPageData(page: Document): ApplicantPageData | undefined {
  const text = page.getElementById(applicantPageDataId)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<ApplicantPageData> | null;
    if (!data || typeof data !== 'object') return undefined;
    const { profile, tabs, addAnother, lookupCategories } = data;
    if (!isRecord(profile) || !isRecord(tabs) || !isRecord(addAnother) || !isRecord(lookupCategories)) return undefined;
    return { profile, tabs, addAnother, lookupCategories };
  } catch {
    return undefined;
  }
}

function isRecord<T>(value: T | undefined): value is T {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The data as a script element's text: JSON with every `<` written as its
 * escape, so no answer (an applicant may type `</script>`) can end the
 * element or open another in the HTML around it.
 */
export function applicantPageDataScript(data: ApplicantPageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${applicantPageDataId}">${json}</script>`;
}

/**
 * What the app is built with from a page's data, on the server and in the browser alike (their first renders
 * must agree): the lookup categories already answered and the early reads already arrived, each used once.
 */
export function appOptionsFrom(
  data: ApplicantPageData,
): Required<Pick<AppServicesOptions, 'lookupCategories' | 'earlyAnswers'>> {
  return {
    lookupCategories: Promise.resolve(data.lookupCategories),
    earlyAnswers: arrivedAnswers({ getProfile: data.profile, getTabs: data.tabs, getAddAnother: data.addAnother }),
  };
}
