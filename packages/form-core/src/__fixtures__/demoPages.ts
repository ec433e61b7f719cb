import type { PageDefinition } from '../definition/types.ts';

/** A small two-page tenant that exercises every kind of item. Shared by the form-core tests. */
export const demoAboutPage: PageDefinition = {
  id: 'about',
  path: '/about',
  title: 'About You',
  step: 1,
  sections: [
    {
      id: 'identity',
      title: 'Identity',
      items: [
        { key: 'first_name', widget: 'text', label: 'First Name', required: true },
        { key: 'last_name', widget: 'text', label: 'Last Name', required: true },
        { key: 'birth_date', widget: 'date', label: 'Date of Birth' },
        {
          key: 'gender',
          widget: 'select',
          label: 'Gender',
          options: {
            choices: [
              { value: '', label: '--' },
              { value: 'F', label: 'Female' },
              { value: 'M', label: 'Male' },
              { value: 'X', label: 'Another gender' },
            ],
          },
        },
        {
          kind: 'content',
          id: 'priority_alert',
          text: 'Apply by **March 1** for priority consideration.',
          variant: 'info',
          showBetween: { window: 'priority' },
        },
      ],
    },
    {
      id: 'address',
      title: 'Permanent Address',
      items: [
        {
          key: 'address_line_1',
          widget: 'address',
          label: 'Address',
          options: { keys: { line2: 'address_line_2', city: 'city', zip: 'zip' } },
        },
        {
          key: 'country',
          widget: 'select',
          label: 'Country',
          required: true,
          options: { optionList: { list: 'countries' } },
        },
        {
          key: 'state',
          widget: 'conditionalSelect',
          label: 'State/Province',
          options: {
            controlKey: 'country',
            optionsByValue: { USA: { list: 'usStates' }, CAN: { list: 'canadianProvinces' } },
          },
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
          reveal: {
            N: [
              { key: 'mailing_address_line_1', widget: 'text', label: 'Mailing Address' },
              { key: 'mailing_city', widget: 'text', label: 'Mailing City' },
            ],
          },
        },
        { key: 'phone_mobile', widget: 'phone', label: 'Cell Phone', options: { keys: { smsOptIn: 'optin_sms_ind' } } },
      ],
    },
    {
      id: 'citizenship',
      title: 'Citizenship',
      items: [
        {
          key: 'citizenship_type',
          widget: 'radio',
          label: 'Citizen Type',
          options: {
            choices: [
              { value: '1', label: 'US Citizen' },
              { value: '2', label: 'Permanent Resident' },
              { value: '3', label: 'International' },
            ],
          },
        },
        {
          kind: 'switch',
          id: 'citizenship_details',
          cases: [
            {
              condition: { valueKey: 'citizenship_type', operator: 'equals', target: 2 },
              items: [
                {
                  key: 'citizenship',
                  widget: 'select',
                  label: 'Citizenship',
                  options: { optionList: { list: 'countriesWithoutUS' } },
                },
                { key: 'alien_registration_number', widget: 'text', label: 'Alien Registration Number' },
              ],
            },
            {
              condition: { valueKey: 'citizenship_type', operator: 'in', target: ['2', '3'] },
              items: [
                {
                  key: 'citizenship_visa_status',
                  widget: 'select',
                  label: 'Visa Status',
                  options: { optionList: { list: 'visaStatuses' } },
                },
              ],
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
              id: 'military_service',
              title: 'Service',
              items: [
                {
                  key: 'military_start_month',
                  widget: 'monthYear',
                  label: 'Start date',
                  options: { keys: { year: 'military_start_year' } },
                },
                { key: 'other_discharge', widget: 'text', label: 'Discharge details' },
              ],
            },
          ],
        },
      ],
    },
  ],
  actions: [{ kind: 'saveAndGo', label: 'Save and Continue', route: '/education' }],
};

export const demoEducationPage: PageDefinition = {
  id: 'education',
  path: '/education',
  title: 'Your Academics',
  step: 2,
  sections: [
    {
      id: 'high_school',
      title: 'High School',
      items: [
        {
          key: 'high_school_diploma',
          widget: 'radio',
          label: 'High school diploma',
          options: {
            choices: [
              { value: 'GRAD', label: 'I have graduated' },
              { value: 'GED', label: 'GED' },
            ],
          },
        },
        {
          kind: 'group',
          id: 'schools',
          condition: { valueKey: 'high_school_diploma', operator: 'equals', target: 'GRAD' },
          items: [
            {
              kind: 'addAnother',
              id: 'high_schools',
              buttonLabel: 'Add another high school',
              instanceTitle: 'High School {i}',
              max: 3,
              template: [
                { key: 'hs{n}_name', widget: 'text', label: 'High School {i} Name' },
                {
                  key: 'hs{n}_from_month',
                  widget: 'monthYear',
                  label: 'Attended from',
                  options: { keys: { year: 'hs{n}_from_year' } },
                },
                { key: 'hs{n}_gpa', widget: 'text', label: 'GPA' },
                {
                  key: 'hs{n}_gpa_scale',
                  widget: 'text',
                  label: 'GPA scale',
                  condition: { valueKey: 'hs{n}_gpa', operator: 'answered' },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'tests',
      title: 'Tests',
      items: [
        {
          kind: 'tabs',
          id: 'test_tabs',
          label: 'Which test did you take?',
          clearKeys: ['sat_math', 'sat_report', 'act_composite'],
          tabs: [
            {
              id: 'sat',
              label: 'SAT',
              items: [
                { key: 'sat_math', widget: 'text', label: 'SAT Math' },
                { key: 'sat_report', widget: 'fileUpload', label: 'SAT score report' },
              ],
            },
            { id: 'act', label: 'ACT', items: [{ key: 'act_composite', widget: 'text', label: 'ACT Composite' }] },
          ],
        },
      ],
    },
    {
      id: 'fee',
      title: 'Fee Waiver',
      items: [
        {
          key: 'fee_waiver',
          widget: 'radio',
          label: 'Do you qualify for a fee waiver?',
          options: {
            choices: [
              { value: 'Y', label: 'Yes' },
              { value: 'N', label: 'No' },
            ],
          },
        },
        {
          key: 'fee_waiver_reasons',
          widget: 'checkGroup',
          label: 'Reasons',
          condition: { valueKey: 'fee_waiver', operator: 'equals', target: 'Y' },
          options: {
            checks: [
              { key: 'fee_waiver_income', label: 'Family income' },
              { key: 'fee_waiver_lunch', label: 'Free or reduced lunch' },
            ],
          },
        },
        { key: 'legal_agree', widget: 'checkbox', label: 'I agree', required: true },
      ],
    },
  ],
  actions: [{ kind: 'submit', label: 'Submit' }],
};

export const demoPages: PageDefinition[] = [demoAboutPage, demoEducationPage];
