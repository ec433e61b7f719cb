import type { DataModel } from '../definition/types.ts';

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

const highSchoolKeys = ['', '_2', '_3'].flatMap((suffix) =>
  ['name', 'from_month', 'from_month_desc', 'from_year', 'from_year_desc', 'gpa', 'gpa_scale'].map(
    (field) => `hs${suffix}_${field}`,
  ),
);

export const demoDataModel: DataModel = {
  keys: {
    first_name: text,
    last_name: text,
    birth_date: text,
    gender: text,
    gender_desc: text,
    address_line_1: text,
    address_line_2: text,
    city: text,
    zip: text,
    country: text,
    country_desc: text,
    state: text,
    state_desc: text,
    mailing_addr_same_as_perm_addr: text,
    mailing_addr_same_as_perm_addr_desc: text,
    mailing_address_line_1: text,
    mailing_city: text,
    phone_mobile: text,
    optin_sms_ind: flag,
    citizenship_type: text,
    citizenship_type_desc: text,
    citizenship: text,
    citizenship_desc: text,
    alien_registration_number: text,
    citizenship_visa_status: text,
    citizenship_visa_status_desc: text,
    military_ind: flag,
    military_start_month: text,
    military_start_month_desc: text,
    military_start_year: text,
    military_start_year_desc: text,
    other_discharge: text,
    high_school_diploma: text,
    high_school_diploma_desc: text,
    ...Object.fromEntries(highSchoolKeys.map((key) => [key, text])),
    sat_math: text,
    sat_report: { type: 'document', description: 'SAT score report upload' },
    act_composite: text,
    fee_waiver: text,
    fee_waiver_desc: text,
    fee_waiver_reasons: text,
    fee_waiver_income: flag,
    fee_waiver_lunch: flag,
    legal_agree: flag,
  },
};
