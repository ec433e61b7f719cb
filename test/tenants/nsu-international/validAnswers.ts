import type { Answers, FormState } from '@admissions/form-core';

/** The clock of the validation tests: 15 June 2026, noon, local time. */
export const testNow = new Date(2026, 5, 15, 12, 0, 0);
export const currentYear = testNow.getFullYear();

/** `YYYY-MM-DD` of the test day `years` years (and `days` days) earlier, in local time. */
export function isoDateBefore(years: number, days = 0): string {
  const date = new Date(testNow.getFullYear() - years, testNow.getMonth(), testNow.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A complete application that passes every rule: an international applicant
 * (citizenship type 3) with a separate U.S. mailing address, a Human Services
 * major, a graduating high school, test scores, a college course and a fee
 * waiver request. Each validation row changes only what it needs.
 */
export const validAnswers: Answers = {
  // About You: identity
  first_name: 'Amara',
  middle_name: 'Chidinma',
  last_name: 'Okafor',
  preferred_name: 'Ama',
  birth_date: isoDateBefore(18),
  gender: 'F',
  gender_desc: 'Female',
  // phones
  phone_home: '',
  phone_mobile: '(757) 555-0123',
  phone_international: '+234 803 555 0101',
  phone_mobile_international: '',
  optin_sms_ind: true,
  // permanent address abroad: no state, a 6-digit postal code
  address_line_1: '12 Marina Road',
  city: 'Lagos',
  zip: '101241',
  country: 'NGA',
  mailing_addr_same_as_perm_addr: 'N',
  mailing_addr_same_as_perm_addr_desc: 'No',
  mailing_address_line_1: '400 W Olney Road',
  mailing_city: 'Norfolk',
  mailing_state: 'VA',
  mailing_zip: '23507',
  mailing_country: 'USA',
  // citizenship
  citizenship_type: '3',
  citizenship_type_desc: 'Citizen of another country',
  citizenship: 'NGA',
  birth_country: 'NGA',
  citizenship_visa_status: 'F1',
  i20_form: 'Y',
  attend_student_visa: 'Y',
  // ethnicity and race
  ethnicity: 'N',
  race_black: true,
  // military
  armed_forces_status: 'NO',
  anticipated_armed_forces_status: 'UNSURE',
  // legacy
  nsu_employee_dependent: 'N',
  nsu_alumni: 'Y',
  legacy_relationship: 'AUNT_UNCLE',
  legacy_first_name: 'Ngozi',
  legacy_last_name: 'Okafor',
  // family
  first_gen: 'N',
  parent_communication_preference: 'EMAIL',
  parent_relationship: 'MOTHER',
  parent_first_name: 'Chioma',
  parent_last_name: 'Okafor',
  parent_email: 'chioma.okafor@example.com',
  parent_phone: '(757) 555-0188',
  parent_education: 'bachelor',
  parent_addr_same_as_perm_addr: 'Y',
  parent_college_name: 'University of Lagos',
  parent_2_relationship: 'FATHER',
  parent_2_first_name: 'Emeka',
  parent_2_last_name: 'Okafor',
  parent_2_email: 'emeka.okafor@example.com',
  parent_2_education: 'other',
  parent_2_education_other: 'Professional engineering certificate',
  parent_2_addr_same_as_perm_addr: 'Y',

  // Your Academics: plans and program
  entry_term: '202708',
  decision_type: 'EA',
  apply_type: 'FY',
  campus_housing: 'Y',
  campus_location: '1',
  premier_program: 'N',
  applied_major: 'J100',
  concentration_hum_serv: 'YOUTH',
  postsecondary_credits: 'Y',
  // high school
  high_school_diploma: 'GRAD',
  hs_name: "King's College Lagos",
  hs_city: 'Lagos',
  hs_country: 'NGA',
  hs_attend_from_month: '9',
  hs_attend_from_year: '2021',
  hs_attend_to_month: '6',
  hs_attend_to_year: '2027',
  transcript_sender: 'SCHOOL',
  // grades and counselor
  hs_gpa: '3.6',
  hs_2_gpa: '4.1',
  gpa_scale: '4',
  hs_rank: 'N',
  counselor_first_name: 'Tunde',
  counselor_last_name: 'Adeyemi',
  counselor_email: 'counselor@kcl.example.org',
  // tests
  test_taken_ind: 'Y',
  sat_taken: 'Y',
  sat_math: '650',
  sat_reading_writing: '700',
  sat_essay_reading: '6',
  sat_essay_analysis: '5',
  sat_essay_writing: '7',
  act_taken: 'N',
  act_plan_month: '12',
  act_plan_year: '2026',
  toefl_taken: 'Y',
  toefl_score: '105',
  ielts_taken: 'N',
  ielts_taken_unsure: true,
  duolingo_taken: 'Y',
  duolingo_score: '125',
  pte_taken: 'Y',
  pte_score: '72',
  itep_taken: 'Y',
  itep_score: '4.5',
  // college
  college_name: 'Lagos Business School',
  college_attend_from_month: '1',
  college_attend_from_year: '2025',
  college_attend_to_month: '6',
  college_attend_to_year: '2025',
  college_type: 'DUAL',
  college_credits: '6',

  // Final Steps
  fee_waiver: 'Y',
  fee_waiver_income: true,
  fee_waiver_eag: 'N',
  fee_waiver_signature: 'Amara Okafor',
  covid_question: 'N',
  conviction: 'N',
  protective: 'N',
  currently_incarcerated: 'N',
  counselor_waiver_request: 'Y',
  legal_agree: true,
};

/** The form state of the valid application: the transcript will be sent by the school. */
export const validState: Omit<FormState, 'answers'> = { tabs: { transcript: 'mail' }, addAnother: {} };
