import type { FormContext, PageDefinition } from '@admissions/form-core';

/**
 * A demo page that uses every widget of the default registry and every
 * structural item (content, date-window alert, group, switch, tabs,
 * add-another, after/reveal) and every action. Extends the shape of
 * form-core's demo fixtures.
 */
export const demoPage: PageDefinition = {
  id: 'demo',
  path: '/demo',
  title: 'Demo Application',
  step: 1,
  sections: [
    {
      id: 'identity',
      title: 'About You',
      description: 'Tell us who you are.',
      items: [
        { key: 'first_name', widget: 'text', label: 'First Name', required: true, hint: 'As on your passport' },
        { key: 'ssn', widget: 'text', label: 'Social Security Number', options: { format: 'ssn' }, width: 'half' },
        { key: 'birth_date', widget: 'date', label: 'Date of Birth', width: 'half' },
        {
          key: 'gender',
          widget: 'select',
          label: 'Gender',
          required: true,
          options: {
            choices: [
              { value: 'F', label: 'Female' },
              { value: 'M', label: 'Male' },
              { value: 'X', label: 'Another gender' },
            ],
          },
        },
        { key: 'phone_mobile', widget: 'phone', label: 'Cell Phone', options: { keys: { smsOptIn: 'optin_sms_ind' } } },
        {
          kind: 'content',
          id: 'priority_alert',
          text: 'Apply by **March 1** for priority consideration. [Read more](https://example.edu/priority)',
          showBetween: { window: 'priority' },
        },
        { kind: 'content', id: 'intro', text: 'Answer **every** question.\n\nThen save.', variant: 'info' },
      ],
    },
    {
      id: 'address',
      title: 'Permanent Address',
      items: [
        {
          key: 'address_line_1',
          widget: 'address',
          label: 'Permanent Address',
          required: true,
          options: { keys: { line2: 'address_line_2', city: 'city', state: 'state', zip: 'zip', country: 'country' } },
        },
        {
          key: 'mailing_addr_same_as_perm_addr',
          widget: 'radio',
          label: 'Is your mailing address the same as your permanent address?',
          options: {
            choices: [
              { value: 'Y', label: 'Yes' },
              { value: 'N', label: 'No' },
            ],
          },
          reveal: { N: [{ key: 'mailing_city', widget: 'text', label: 'Mailing City' }] },
        },
      ],
    },
    {
      id: 'citizenship',
      title: 'Citizenship',
      items: [
        {
          key: 'citizenship',
          widget: 'select',
          label: 'Country of Citizenship',
          options: { optionList: { list: 'countries' } },
        },
        {
          key: 'citizenship_region',
          widget: 'conditionalSelect',
          label: 'State/Province of Citizenship',
          options: {
            controlKey: 'citizenship',
            optionsByValue: { USA: { list: 'usStates' }, CAN: { list: 'canadianProvinces' } },
          },
        },
        {
          kind: 'switch',
          id: 'visa_switch',
          cases: [
            {
              condition: { valueKey: 'citizenship', operator: 'equals', target: 'USA' },
              items: [{ key: 'us_ssn_note', widget: 'text', label: 'US Passport Number' }],
            },
            {
              condition: { valueKey: 'citizenship', operator: 'answered' },
              items: [{ key: 'visa_status', widget: 'text', label: 'Visa Status' }],
            },
          ],
        },
      ],
    },
    {
      id: 'military',
      title: 'Military',
      items: [
        {
          key: 'military_ind',
          widget: 'checkbox',
          label: 'I have served in the armed forces',
          after: [
            {
              kind: 'group',
              id: 'service',
              title: 'Service',
              items: [
                {
                  key: 'military_start_month',
                  widget: 'monthYear',
                  label: 'Start date',
                  options: {
                    keys: { year: 'military_start_year' },
                    years: { list: 'years', startYear: 2025, count: 5 },
                  },
                },
              ],
            },
          ],
        },
        {
          key: 'race',
          widget: 'checkGroup',
          label: 'Race',
          options: {
            checks: [
              { key: 'race_asian', label: 'Asian' },
              { key: 'race_white', label: 'White' },
            ],
          },
        },
      ],
    },
    {
      id: 'education',
      title: 'Education',
      items: [
        {
          kind: 'addAnother',
          id: 'high_schools',
          buttonLabel: 'Add another high school',
          instanceTitle: 'High School {i}',
          max: 3,
          template: [
            {
              key: 'hs{n}_name',
              widget: 'schoolSearch',
              label: 'High School {i}',
              options: {
                category: 'hs_ceeb',
                keys: {
                  ceeb: 'hs{n}_ceeb',
                  line1: 'hs{n}_address_line_1',
                  city: 'hs{n}_city',
                  state: 'hs{n}_state',
                  zip: 'hs{n}_zip',
                  country: 'hs{n}_country',
                },
              },
            },
          ],
        },
        {
          kind: 'tabs',
          id: 'test_tabs',
          label: 'Which test did you take?',
          clearKeys: ['sat_math', 'act_composite'],
          tabs: [
            {
              id: 'sat',
              label: 'SAT',
              items: [
                { key: 'sat_math', widget: 'text', label: 'SAT Math', options: { inputType: 'number' } },
                { key: 'sat_report', widget: 'fileUpload', label: 'SAT Score Report' },
              ],
            },
            { id: 'act', label: 'ACT', items: [{ key: 'act_composite', widget: 'text', label: 'ACT Composite' }] },
          ],
        },
        { key: 'essay', widget: 'textarea', label: 'Personal Statement', options: { characterLimit: 40 } },
      ],
    },
  ],
  actions: [
    { kind: 'navigateWithValidation', label: 'Back', route: '/about' },
    { kind: 'pdfDownload', label: 'Download PDF' },
    { kind: 'saveAndGo', label: 'Save and Continue', route: '/final-steps' },
    { kind: 'submit', label: 'Submit Application' },
  ],
};

export const demoPages: PageDefinition[] = [demoPage];

/** A fixed clock inside the 'priority' window. */
export const demoContext: FormContext = {
  now: new Date(2025, 1, 15, 12),
  dateWindows: { priority: { start: '2025-01-01', end: '2025-03-01' } },
};
