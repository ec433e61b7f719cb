import type { TenantBundle, TenantConfig } from '@admissions/form-core';

/** A small tenant for component tests: three pages like the real one, a few required questions. */
export const testTenantConfig: TenantConfig = {
  name: 'Test University Application',
  branding: {
    institutionName: 'Test University',
    shortName: 'TU',
    documentTitle: 'Test University Application',
    metaDescription: 'Apply to Test University.',
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
  pages: ['pages/about.json', 'pages/education.json', 'pages/final-steps.json'],
  schemas: ['schema/about.json'],
  dataModel: 'data-model.json',
  errorSummary: 'error-summary.json',
  characterLimit: 7000,
  identityProviderCookiePrefix: 'TestIdentityProvider',
  applicantName: { keys: ['first_name', 'last_name'] },
  partner: {
    helpEmail: 'help@test.example',
    admissionOffice: {
      name: 'Office of Admission',
      email: 'admission@test.example',
      phone: '(555) 555-0100',
      address: { line1: '1 College Way', city: 'Testville', state: 'FL', zip: '33300', country: 'USA' },
    },
    testAgencies: { SAT: { name: 'SAT', code: '5514', url: 'https://example.org/sat' } },
    applicationFeeUrl: 'https://example.org/fee',
    adobeReaderUrl: 'https://get.adobe.com/reader/',
  },
  dateWindows: {},
  optionLists: {},
  banners: {
    firstVisit: { title: 'Welcome, visitor', paragraphs: ['Create an account to save your work.'] },
    firstLogin: { title: 'Welcome to your application', paragraphs: ['Your essay requirement is waived.'] },
    laterLogin: { title: 'Welcome back', paragraphs: ['Finish your application now.'] },
    submitted: { title: 'Thank you for applying', paragraphs: ['Here are your last steps.'] },
  },
  modals: {
    help: { title: 'Help', paragraphs: ['Email help@test.example for technical help.'] },
    privacy: { title: 'Privacy', paragraphs: ['We store only what you enter.'] },
  },
  texts: { completion: 'Your application was successfully submitted.' },
};

const question = (key: string, label: string, widget = 'text') => ({ key, label, widget, required: true });

export const testTenantBundle: TenantBundle = {
  config: testTenantConfig,
  pages: [
    {
      id: 'about',
      path: '/about',
      title: 'About You',
      step: 1,
      sections: [
        {
          id: 'identity',
          title: 'Your Name',
          items: [question('first_name', 'First Name'), question('last_name', 'Last Name')],
        },
      ],
      actions: [{ kind: 'saveAndGo', label: 'Save and Continue', route: '/education' }],
    },
    {
      id: 'education',
      path: '/education',
      title: 'Your Academics',
      step: 2,
      sections: [{ id: 'school', title: 'School', items: [question('hs_name', 'High School Name')] }],
      actions: [{ kind: 'saveAndGo', label: 'Save and Continue', route: '/final-steps' }],
    },
    {
      id: 'final-steps',
      path: '/final-steps',
      title: 'Final Steps',
      step: 3,
      sections: [{ id: 'agreement', title: 'Agreement', items: [question('legal_agree', 'I agree', 'checkbox')] }],
      actions: [{ kind: 'submit', label: 'Submit Application' }],
    },
  ],
  schemas: [
    {
      type: 'object',
      properties: {
        first_name: { type: 'string', minLength: 1, errorMessage: 'First Name' },
        last_name: { type: 'string', minLength: 1, errorMessage: 'Last Name' },
        hs_name: { type: 'string', minLength: 1, errorMessage: 'Search for Your School' },
        legal_agree: { const: true, errorMessage: 'You must agree to the terms.' },
      },
    },
  ],
  dataModel: {
    keys: {
      first_name: { type: 'string' },
      last_name: { type: 'string' },
      hs_name: { type: 'string' },
      legal_agree: { type: 'boolean' },
    },
  },
  errorSummary: {
    pages: { about: ['first_name', 'last_name'], education: ['hs_name'], 'final-steps': ['legal_agree'] },
  },
};
