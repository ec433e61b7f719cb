/**
 * The answer fields the application asks, by page, as the keys this tenant uses.
 * Where a field is known only by its meaning ("attend from/to month and
 * year", "address fields"), the key is the one chosen in the tenant README.
 */
const instances = (count: number, template: (suffix: string) => string[]): string[] =>
  Array.from({ length: count }, (_, i) => template(i === 0 ? '' : `_${i + 1}`)).flat();

const addressKeys = (prefix: string) =>
  ['address_line_1', 'address_line_2', 'city', 'state', 'zip', 'country'].map((k) => `${prefix}${k}`);

const familyKeys = (prefix: string) => [
  ...['relationship', 'prefix', 'first_name', 'middle_name', 'last_name', 'suffix', 'email', 'phone'].map(
    (k) => `${prefix}${k}`,
  ),
  ...['education', 'education_other', 'occupation', 'employer', 'addr_same_as_perm_addr'].map((k) => `${prefix}${k}`),
  ...addressKeys(prefix),
  `${prefix}college_name`,
  `${prefix}college_ceeb`,
  ...addressKeys(`${prefix}college_`),
];

const testKeys = (test: string, scores: string[]) => [
  `${test}_taken`,
  ...scores,
  `${test}_plan_month`,
  `${test}_plan_year`,
  `${test}_taken_unsure`,
];

export const specFieldKeys: Record<'about' | 'education' | 'final-steps', string[]> = {
  about: [
    // identity
    'first_name',
    'middle_name',
    'last_name',
    'suffix',
    'preferred_name',
    'birth_date',
    'gender',
    // phones
    'phone_home',
    'phone_mobile',
    'phone_international',
    'phone_mobile_international',
    'optin_sms_ind',
    // address
    ...addressKeys(''),
    'mailing_addr_same_as_perm_addr',
    ...addressKeys('mailing_'),
    // citizenship
    'citizenship_type',
    'citizenship',
    'birth_country',
    'alien_registration_number',
    'citizenship_visa_status',
    'i20_form',
    'attend_student_visa',
    // ethnicity and race
    'ethnicity',
    'race_american_indian',
    'race_asian',
    'race_black',
    'race_native_hawaiian',
    'race_white',
    // military: up to three branches, each with start and end date
    'armed_forces_status',
    'anticipated_armed_forces_status',
    ...instances(3, (n) => [
      `military${n}_branch`,
      `military${n}_start_month`,
      `military${n}_start_year`,
      `military${n}_end_month`,
      `military${n}_end_year`,
    ]),
    'other_discharge',
    // legacy: up to four relationships with first and last name
    'nsu_employee_dependent',
    'nsu_alumni',
    ...instances(4, (n) => [`legacy${n}_relationship`, `legacy${n}_first_name`, `legacy${n}_last_name`]),
    // family
    'first_gen',
    'parent_communication_preference',
    ...familyKeys('parent_'),
    ...familyKeys('parent_2_'),
    ...familyKeys('other_'),
  ],
  education: [
    'entry_term',
    'decision_type',
    'campus_housing',
    'campus_location',
    'premier_program',
    'applied_major',
    'applied_major_concentration',
    'concentration_child_dev',
    'concentration_gen_studies',
    'concentration_hum_serv',
    'early_decision_cb',
    'early_decision_signature',
    'apply_type',
    'postsecondary_credits',
    // up to 3 high schools
    'high_school_diploma',
    ...instances(3, (n) => [
      `hs${n}_name`,
      `hs${n}_ceeb`,
      ...addressKeys(`hs${n}_`),
      `hs${n}_attend_from_month`,
      `hs${n}_attend_from_year`,
      `hs${n}_attend_to_month`,
      `hs${n}_attend_to_year`,
    ]),
    // GPA
    'hs_gpa',
    'hs_2_gpa',
    'gpa_scale',
    'gpa_scale_explain',
    'hs_rank',
    'hs_class_position',
    'hs_total_class',
    // counselor
    'counselor_first_name',
    'counselor_last_name',
    'counselor_email',
    // tests
    'test_taken_ind',
    ...testKeys('sat', [
      'sat_math',
      'sat_reading_writing',
      'sat_essay_reading',
      'sat_essay_analysis',
      'sat_essay_writing',
    ]),
    ...testKeys('act', ['act_composite']),
    ...testKeys('toefl', ['toefl_score']),
    ...testKeys('ielts', ['ielts_score']),
    ...testKeys('duolingo', ['duolingo_score']),
    ...testKeys('pte', ['pte_score']),
    ...testKeys('itep', ['itep_score']),
    // up to 3 colleges
    ...instances(3, (n) => [
      `college${n}_ceeb`,
      `college${n}_name`,
      ...addressKeys(`college${n}_`),
      `college${n}_attend_from_month`,
      `college${n}_attend_from_year`,
      `college${n}_attend_to_month`,
      `college${n}_attend_to_year`,
      `college${n}_type`,
      `college${n}_type_other`,
      `college${n}_credits`,
    ]),
  ],
  'final-steps': [
    'fee_waiver',
    'fee_waiver_testing',
    'fee_waiver_income',
    'fee_waiver_lunch',
    'fee_waiver_trio',
    'fee_waiver_pa',
    'fee_waiver_housing',
    'fee_waiver_statement',
    'fee_waiver_ward',
    'fee_waiver_disaster',
    'fee_waiver_eag',
    'fee_waiver_signature',
    'covid_question',
    'covid_comment',
    'conviction',
    'conviction_comment',
    'protective',
    'protective_comment',
    'currently_incarcerated',
    'currently_incarcerated_comment',
    'counselor_waiver_request',
    'legal_agree',
  ],
};
