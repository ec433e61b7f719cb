import type { ValidationSchema } from '../definition/types.ts';

/** About You rules: required fields, birth date limits, state by country, phone pattern, military years. */
export const demoAboutSchema: ValidationSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['first_name', 'last_name', 'country'],
  properties: {
    first_name: { type: 'string', minLength: 1, errorMessage: 'First Name' },
    last_name: { type: 'string', minLength: 1, errorMessage: 'Last Name' },
    country: { type: 'string', minLength: 1, errorMessage: 'Country' },
    birth_date: {
      type: 'string',
      // Each choice names its own message: a failing anyOf also reports why each choice failed.
      anyOf: [
        { const: '', errorMessage: 'A valid date of birth is required.' },
        { format: 'date', errorMessage: 'A valid date of birth is required.' },
      ],
      dateYearsAgoMax: 100,
      dateYearsAgoMin: 13,
      errorMessage: {
        anyOf: 'A valid date of birth is required.',
        dateYearsAgoMax: 'This date is not supported. Please contact help support for assistance.',
        dateYearsAgoMin: 'You must be 13 years or older to apply.',
      },
    },
    phone_mobile: {
      type: 'string',
      pattern: '^$|^\\([2-9]\\d{2}\\) [2-9]\\d{2}-\\d{4}$',
      errorMessage: 'Please enter a valid cell phone number.',
    },
    military_start_year: { type: 'string', yearOffsetMin: -74, yearOffsetMax: 2 },
  },
  allOf: [
    {
      if: { properties: { country: { enum: ['USA', 'CAN'] } }, required: ['country'] },
      then: {
        properties: { state: { type: 'string', minLength: 1 }, zip: { type: 'string', minLength: 5 } },
        errorMessage: {
          properties: {
            state: 'State',
            zip: 'ZIP/Postal Code must be at least 5 characters.',
          },
        },
      },
    },
    {
      if: { properties: { optin_sms_ind: { const: true } }, required: ['optin_sms_ind'] },
      then: {
        properties: { phone_mobile: { minLength: 1 } },
        errorMessage: {
          properties: {
            phone_mobile: 'A domestic or international cell phone number is required to receive text message updates.',
          },
        },
      },
    },
    {
      if: { properties: { citizenship_type: { const: '3' } }, required: ['citizenship_type'] },
      then: {
        required: ['citizenship_visa_status'],
        properties: { citizenship_visa_status: { minLength: 1 } },
        errorMessage: { properties: { citizenship_visa_status: 'Visa Status' } },
      },
    },
  ],
};

/** Your Academics rules: GPA scale with GPA, SAT range, fee waiver reasons, legal agreement. */
export const demoEducationSchema: ValidationSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    sat_math: {
      type: 'string',
      anyOf: [{ const: '' }, { pattern: '^([2-7][0-9]0|800)$' }],
      errorMessage: 'SAT Math must be a score from 200 to 800 in steps of 10.',
    },
    legal_agree: { const: true, errorMessage: 'You must agree to the terms.' },
  },
  allOf: [
    {
      if: { properties: { hs_gpa: { minLength: 1 } }, required: ['hs_gpa'] },
      then: {
        properties: { hs_gpa_scale: { minLength: 1 } },
        errorMessage: { properties: { hs_gpa_scale: 'What GPA scale is used?' } },
      },
    },
    {
      if: { properties: { fee_waiver: { const: 'Y' } }, required: ['fee_waiver'] },
      then: {
        anyOf: [
          { properties: { fee_waiver_income: { const: true } } },
          { properties: { fee_waiver_lunch: { const: true } } },
        ],
        errorMessage:
          'You must meet one or more of the following conditions to qualify for a fee waiver. Please select all that apply.',
      },
    },
  ],
};

export const demoSchemas: ValidationSchema[] = [demoAboutSchema, demoEducationSchema];
