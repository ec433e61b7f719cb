import type { ValidationRow } from './validationRow.ts';

const noHighSchool = {
  high_school_diploma: 'GED',
  hs_name: '',
  hs_city: '',
  hs_country: '',
  hs_attend_from_month: '',
  hs_attend_from_year: '',
  hs_attend_to_month: '',
  hs_attend_to_year: '',
};
const noCollegeDates = {
  college_attend_from_month: '',
  college_attend_from_year: '',
  college_attend_to_month: '',
  college_attend_to_year: '',
};

/** SAT/ACT boundary rows: the value and whether it is accepted. */
const scoreRows = (key: string, message: string, cases: [string, boolean][]): ValidationRow[] =>
  cases.map(([value, ok]) => ({
    name: `${key} = ${value} is ${ok ? 'accepted' : 'rejected'}`,
    change: { [key]: value },
    expected: ok ? {} : { [key]: [message] },
  }));

export const educationRows: ValidationRow[] = [
  // required fields
  {
    name: 'entry term required',
    change: { entry_term: '' },
    expected: { entry_term: ['When do you plan to enroll?'] },
  },
  {
    name: 'campus required',
    change: { campus_location: '', applied_major: '', concentration_hum_serv: '' },
    expected: { campus_location: ['Please select a campus.'] },
  },
  {
    name: 'high school diploma required',
    change: { ...noHighSchool, high_school_diploma: '' },
    expected: { high_school_diploma: ['Which best describes your high school completion?'] },
  },
  {
    name: 'test choice required',
    change: { test_taken_ind: '' },
    expected: { test_taken_ind: ['Do you want test scores considered as part of your application?'] },
  },

  // program
  {
    name: 'campus 1 needs a program of study',
    change: { applied_major: '', concentration_hum_serv: '' },
    expected: { applied_major: ['Please select your program of study.'] },
  },
  {
    name: 'campus 2 needs a program of study',
    change: { campus_location: '2', applied_major: '', concentration_hum_serv: '' },
    expected: { applied_major: ['Please select your program of study.'] },
  },
  {
    name: 'campus 3 (non-degree) needs no program',
    change: { campus_location: '3', applied_major: '', concentration_hum_serv: '' },
    expected: {},
  },
  {
    name: 'Human Services (J100) needs its concentration',
    change: { concentration_hum_serv: '' },
    expected: { concentration_hum_serv: ['Please select your Human Services concentration.'] },
  },
  {
    name: 'other majors do not need the Human Services concentration',
    change: { applied_major: 'P100', concentration_hum_serv: '' },
    expected: {},
  },
  {
    name: 'the Early Decision agreement needs a signature',
    change: { decision_type: 'ED', early_decision_cb: true, early_decision_signature: '' },
    expected: { early_decision_signature: ['Please sign the Early Decision agreement by typing your full name.'] },
  },

  // schools
  {
    name: 'graduates search for their school',
    change: { hs_name: '' },
    expected: { hs_name: ['Search for Your School'] },
  },
  {
    name: 'the first high school needs attended-from and graduation dates',
    change: { hs_attend_from_month: '', hs_attend_from_year: '', hs_attend_to_month: '', hs_attend_to_year: '' },
    expected: {
      hs_attend_from_month: ['High School 1: Please select the month you started attending.'],
      hs_attend_from_year: ['High School 1: Please select the year you started attending.'],
      hs_attend_to_month: ['High School 1: Please select the month you graduated (or expect to).'],
      hs_attend_to_year: ['High School 1: Please select the year you graduated (or expect to).'],
    },
  },
  { name: 'no school needed for a GED', change: noHighSchool, expected: {} },
  {
    name: 'a second high school needs its dates once named',
    change: { hs_2_name: 'Lagos International School' },
    addAnother: { high_school: 2 },
    expected: {
      hs_2_attend_from_month: ['High School 2: Please select the month you started attending.'],
      hs_2_attend_from_year: ['High School 2: Please select the year you started attending.'],
      hs_2_attend_to_month: ['High School 2: Please select the month you graduated (or expect to).'],
      hs_2_attend_to_year: ['High School 2: Please select the year you graduated (or expect to).'],
    },
  },
  {
    name: 'a third high school needs its dates once named',
    change: { hs_3_name: 'Corona School', hs_3_attend_from_month: '9', hs_3_attend_from_year: '2019' },
    addAnother: { high_school: 3 },
    expected: {
      hs_3_attend_to_month: ['High School 3: Please select the month you graduated (or expect to).'],
      hs_3_attend_to_year: ['High School 3: Please select the year you graduated (or expect to).'],
    },
  },
  {
    name: 'a college needs its dates once named',
    change: noCollegeDates,
    expected: {
      college_attend_from_month: ['College 1: Please select the month you started attending.'],
      college_attend_from_year: ['College 1: Please select the year you started attending.'],
      college_attend_to_month: ['College 1: Please select the month you stopped attending (or expect to).'],
      college_attend_to_year: ['College 1: Please select the year you stopped attending (or expect to).'],
    },
  },
  {
    name: 'the third college needs its dates once named',
    change: {
      college_3_name: 'University of Ibadan',
      college_3_attend_to_month: '6',
      college_3_attend_to_year: '2026',
    },
    addAnother: { college: 3 },
    expected: {
      college_3_attend_from_month: ['College 3: Please select the month you started attending.'],
      college_3_attend_from_year: ['College 3: Please select the year you started attending.'],
    },
  },
  {
    name: 'colleges are not checked without college credit',
    change: { postsecondary_credits: 'N', ...noCollegeDates },
    expected: {},
  },
  { name: 'a GPA needs its scale', change: { gpa_scale: '' }, expected: { gpa_scale: ['What GPA scale is used?'] } },
  { name: 'no scale needed without a GPA', change: { hs_gpa: '', gpa_scale: '' }, expected: {} },
  {
    name: 'another GPA scale needs a description',
    change: { gpa_scale: 'OTHER', gpa_scale_explain: '' },
    expected: { gpa_scale_explain: ['Please describe the grading scale your school uses.'] },
  },
  {
    name: 'counselor email',
    change: { counselor_email: 'counselor@kcl' },
    expected: { counselor_email: ['The counselor email address you entered is invalid.'] },
  },

  // test scores
  ...scoreRows('sat_math', 'SAT Math score must be a multiple of 10 between 200 and 800.', [
    ['190', false],
    ['200', true],
    ['555', false],
    ['800', true],
    ['805', false],
    ['810', false],
  ]),
  ...scoreRows('sat_reading_writing', 'SAT Reading and Writing score must be a multiple of 10 between 200 and 800.', [
    ['200', true],
    ['800', true],
    ['805', false],
    ['abc', false],
  ]),
  ...scoreRows('sat_essay_reading', 'SAT Essay Reading score must be a whole number between 2 and 8.', [
    ['1', false],
    ['2', true],
    ['8', true],
    ['9', false],
  ]),
  ...scoreRows('sat_essay_analysis', 'SAT Essay Analysis score must be a whole number between 2 and 8.', [
    ['4.5', false],
  ]),
  ...scoreRows('sat_essay_writing', 'SAT Essay Writing score must be a whole number between 2 and 8.', [['0', false]]),
  ...scoreRows('act_composite', 'ACT Composite score must be a whole number between 1 and 36.', [
    ['0', false],
    ['1', true],
    ['36', true],
    ['37', false],
  ]).map((row) => ({ ...row, change: { act_taken: 'Y', ...row.change } })),
  ...scoreRows('toefl_score', 'TOEFL total score must be a whole number between 0 and 120.', [
    ['120', true],
    ['121', false],
  ]),
  ...scoreRows('ielts_score', 'IELTS overall band score must be between 0 and 9, in steps of 0.5.', [
    ['6.5', true],
    ['6.3', false],
  ]).map((row) => ({ ...row, change: { ielts_taken: 'Y', ...row.change } })),
  ...scoreRows('duolingo_score', 'Duolingo English Test score must be a whole number between 10 and 160.', [
    ['160', true],
    ['165', false],
  ]),
  ...scoreRows('pte_score', 'PTE Academic score must be a whole number between 10 and 90.', [
    ['90', true],
    ['9', false],
  ]),
  ...scoreRows(
    'itep_score',
    'iTEP overall score must be between 0 and 6, with at most one decimal (for example 4.5).',
    [
      ['6', true],
      ['6.5', false],
    ],
  ),
  {
    name: 'scores of a test the applicant has not taken are not checked',
    change: { act_composite: '40' },
    expected: {},
  },
  {
    name: 'scores are not checked for test-optional applicants',
    change: { test_taken_ind: 'N', sat_math: '805' },
    expected: {},
  },
];
