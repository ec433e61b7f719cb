import type { ValidationRow } from './validationRow.ts';

const FEE_WAIVER_REASONS =
  'You must meet one or more of the following conditions to qualify for a fee waiver. Please select all that apply.';

export const finalStepsRows: ValidationRow[] = [
  {
    name: 'conviction required',
    change: { conviction: '' },
    expected: { conviction: ['Have you ever been convicted of a misdemeanor, felony or other crime?'] },
  },
  {
    name: 'pending charges required',
    change: { protective: '' },
    expected: { protective: ['Are there criminal charges pending against you, or a protective order against you?'] },
  },
  {
    name: 'incarceration required',
    change: { currently_incarcerated: '' },
    expected: { currently_incarcerated: ['Are you currently incarcerated?'] },
  },
  {
    name: 'counselor waiver required',
    change: { counselor_waiver_request: '' },
    expected: {
      counselor_waiver_request: [
        'Do you waive your right to read the recommendations and counselor forms submitted for you?',
      ],
    },
  },
  {
    name: 'the legal agreement must be accepted',
    change: { legal_agree: false },
    expected: {
      legal_agree: ['I certify that all information in my application is complete, accurate and my own work.'],
    },
  },

  // comments for a yes
  {
    name: 'a conviction needs an explanation',
    change: { conviction: 'Y' },
    expected: { conviction_comment: ['You answered yes to the question about convictions. Please explain.'] },
  },
  {
    name: 'pending charges need an explanation',
    change: { protective: 'Y' },
    expected: {
      protective_comment: [
        'You answered yes to the question about pending charges or protective orders. Please explain.',
      ],
    },
  },
  {
    name: 'incarceration needs an explanation',
    change: { currently_incarcerated: 'Y' },
    expected: {
      currently_incarcerated_comment: ['You answered yes to the question about incarceration. Please explain.'],
    },
  },
  {
    name: 'an explanation given',
    change: { conviction: 'Y', conviction_comment: 'A traffic offence in 2024, fine paid.' },
    expected: {},
  },

  // fee waiver
  {
    name: 'a fee waiver needs at least one reason',
    change: { fee_waiver_income: false },
    expected: { fee_waiver_reasons: [FEE_WAIVER_REASONS] },
  },
  {
    name: 'any one reason is enough',
    change: { fee_waiver_income: false, fee_waiver_disaster: true },
    expected: {},
  },
  {
    name: 'a fee waiver needs a signature',
    change: { fee_waiver_signature: '' },
    expected: { fee_waiver_signature: ['Please sign your fee waiver request by typing your full name.'] },
  },
  {
    name: 'no reasons or signature without a fee waiver request',
    change: { fee_waiver: 'N', fee_waiver_income: false, fee_waiver_signature: '' },
    expected: {},
  },
  {
    name: 'the fee waiver is not asked of applicants currently serving',
    change: { armed_forces_status: 'CS', anticipated_armed_forces_status: '', fee_waiver_income: false },
    expected: {},
  },
  {
    name: 'the fee waiver is not asked of veterans',
    change: { armed_forces_status: 'PS', anticipated_armed_forces_status: '', fee_waiver_signature: '' },
    expected: {},
  },
];
