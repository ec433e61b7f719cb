import type { ErrorSummaryMap, TenantBundle, TenantConfig } from '../definition/types.ts';
import { demoDataModel } from './demoDataModel.ts';
import { demoPages } from './demoPages.ts';
import { demoSchemas } from './demoSchemas.ts';

export const demoErrorSummary: ErrorSummaryMap = {
  pages: {
    about: [
      'first_name',
      'last_name',
      'birth_date',
      'country',
      'state',
      'zip',
      'phone_mobile',
      'citizenship_visa_status',
    ],
    education: ['hs_gpa_scale', 'sat_math', 'fee_waiver_income', 'legal_agree'],
  },
};

const block = { paragraphs: ['Welcome.'] };

export const demoConfig: TenantConfig = {
  name: 'Demo University Application',
  branding: {
    institutionName: 'Demo University',
    shortName: 'Demo',
    documentTitle: 'Demo University Application',
    metaDescription: 'Apply to Demo University online.',
    theme: {
      primary: '#003a70',
      primaryHover: '#002548',
      onPrimary: '#ffffff',
      text: '#1b1b1b',
      mutedText: '#4a4a4a',
      background: '#ffffff',
      surface: '#f4f5f7',
      border: '#71767a',
      focus: '#d06800',
    },
  },
  defaultRoute: '/about',
  pages: ['pages/about.json', 'pages/education.json'],
  schemas: ['schema/about.json', 'schema/education.json'],
  dataModel: 'data-model.json',
  errorSummary: 'error-summary.json',
  characterLimit: 7000,
  identityProviderCookiePrefix: 'demo_session',
  partner: {
    helpEmail: 'help@demo.example',
    admissionOffice: {
      name: 'Office of Admission',
      email: 'admission@demo.example',
      phone: '(212) 555-1234',
      address: { line1: '1 College Way', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA' },
    },
    testAgencies: { sat: { name: 'SAT', code: '5514', url: 'https://satsuite.collegeboard.org' } },
    applicationFeeUrl: 'https://pay.demo.example',
    adobeReaderUrl: 'https://get.adobe.com/reader/',
  },
  dateWindows: { priority: { start: '2025-01-01', end: '2025-03-01' } },
  optionLists: {
    visaStatuses: [
      { value: 'F1', label: 'F-1 Student' },
      { value: 'J1', label: 'J-1 Exchange Visitor' },
    ],
  },
  banners: { firstVisit: block, firstLogin: block, laterLogin: block, submitted: block },
  modals: { help: block, privacy: block },
};

/** The demo tenant, loaded: two pages, two schemas, a data model and an error-summary map. */
export const demoBundle: TenantBundle = {
  config: demoConfig,
  pages: demoPages,
  schemas: demoSchemas,
  dataModel: demoDataModel,
  errorSummary: demoErrorSummary,
};

/** A fresh copy, for tests that break the configuration on purpose. */
export function cloneDemoBundle(): TenantBundle {
  return structuredClone(demoBundle);
}
